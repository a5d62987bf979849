-- The daily slot contest's closed days (docs/promotions.md, "Daily slot contest"): a day is
-- frozen once, at the Philippine midnight (or when a server next starts), into its places; each
-- place is paid once as a bonus grant, or withheld with the reason.
CREATE TABLE contest_days (
  day date PRIMARY KEY,
  closed_at timestamptz NOT NULL,
  pool bigint NOT NULL CHECK (pool >= 0)
);

CREATE TABLE contest_places (
  day date NOT NULL REFERENCES contest_days (day),
  rank integer NOT NULL CHECK (rank BETWEEN 1 AND 100),
  uid integer NOT NULL REFERENCES members (uid),
  staked bigint NOT NULL CHECK (staked > 0),
  prize bigint NOT NULL CHECK (prize >= 0),
  grant_id bigint REFERENCES bonus_grants (id),
  withheld text,
  settled_at timestamptz,
  PRIMARY KEY (day, rank),
  UNIQUE (day, uid)
);
CREATE INDEX contest_places_unsettled ON contest_places (day) WHERE settled_at IS NULL;
CREATE INDEX contest_places_uid ON contest_places (uid, day DESC);
