-- The back office's player search (docs/back-office.md, "The player page") finds players by the
-- start of their username, case-insensitively: `lower(username) LIKE 'abc%'`. The unique index on
-- lower(username) compares by the database's collation, which LIKE cannot use for a prefix; this
-- one compares characters as they are.
CREATE INDEX members_username_prefix_idx ON members (lower(username) text_pattern_ops);
