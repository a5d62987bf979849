-- Operators name the help categories in the players' languages (docs/back-office.md, "News, help
-- and banners"), as they write the news' translations (news_translations has these columns): a
-- name an operator has saved (updated_at set) no longer follows the seed at start.
ALTER TABLE help_type_names
  ADD COLUMN updated_at timestamptz,
  -- The operator's username ('' for a seeded name no operator has changed).
  ADD COLUMN updated_by text NOT NULL DEFAULT '';
