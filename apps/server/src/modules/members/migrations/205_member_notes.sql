-- Notes operators keep on a player for each other (docs/back-office.md, "The player page"):
-- written once, never edited or deleted (no call changes them), each also in the audit log.
CREATE TABLE member_notes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uid integer NOT NULL REFERENCES members (uid),
  -- operators.id; no foreign key, as members sit below operators (like rg_restrictions).
  operator_id integer NOT NULL,
  -- The operator's username when they wrote it, as the page shows it.
  operator_username text NOT NULL,
  text text NOT NULL CHECK (text <> ''),
  created_at timestamptz NOT NULL
);

-- The player page lists a player's notes, newest first.
CREATE INDEX member_notes_uid_idx ON member_notes (uid, id DESC);
