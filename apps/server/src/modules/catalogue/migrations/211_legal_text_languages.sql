-- The legal texts in the players' languages (issue 28, docs/i18n.md "On the server"): one row
-- per brand, document and language. The English text is the original; a translation says at its
-- start that it is one and that the English text prevails where they differ.
ALTER TABLE legal_texts ADD COLUMN language text NOT NULL DEFAULT 'en_US';

ALTER TABLE legal_texts DROP CONSTRAINT legal_texts_pkey;

ALTER TABLE legal_texts ADD PRIMARY KEY (brand, name, language);
