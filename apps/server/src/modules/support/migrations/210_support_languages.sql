-- The help centre and the news in the players' languages (issue 28, docs/i18n.md "On the
-- server"). An article is written in one language already (help_items.language); a category's
-- name and a news item get a translation per language here. A text with none is served in
-- English.
CREATE TABLE help_type_names (
  help_type_id integer NOT NULL REFERENCES help_types (id),
  language text NOT NULL,
  type_name text NOT NULL,
  PRIMARY KEY (help_type_id, language)
);

CREATE TABLE news_translations (
  news_id integer NOT NULL REFERENCES news (id),
  language text NOT NULL,
  title text NOT NULL,
  summary text NOT NULL,
  content text NOT NULL,
  -- Set when an operator writes the translation. A seeded one ('' by) follows the seed at each
  -- start, and is served only while its news item is the seeded one (news.updated_at null): a
  -- translation of a text an operator has since rewritten would say something else.
  updated_at timestamptz,
  updated_by text NOT NULL DEFAULT '',
  PRIMARY KEY (news_id, language)
);

-- The players' help list reads one language's published articles by category.
CREATE INDEX help_items_language_idx ON help_items (language, help_type_id, sort, id)
  WHERE status = 1;
