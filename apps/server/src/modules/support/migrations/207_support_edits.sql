-- Operators write the news and the help articles (docs/back-office.md, "News, help and banners").
-- A row an operator has saved (updated_at set) no longer follows the seed at start, and a deleted
-- news item stays in the table, hidden (deleted_at), so the seed cannot bring it back.
ALTER TABLE help_items
  ADD COLUMN updated_at timestamptz,
  -- The operator's username ('' for a seeded row no operator has changed).
  ADD COLUMN updated_by text NOT NULL DEFAULT '';

ALTER TABLE news
  ADD COLUMN updated_at timestamptz,
  ADD COLUMN updated_by text NOT NULL DEFAULT '',
  ADD COLUMN deleted_at timestamptz;

-- The players' list reads the news not deleted, newest first.
DROP INDEX news_published_idx;
CREATE INDEX news_published_idx ON news (published_at DESC, id DESC) WHERE deleted_at IS NULL;
