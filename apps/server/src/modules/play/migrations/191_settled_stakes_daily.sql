-- Real money staked per Philippine day, player and game type, counted when a round closes in the
-- round's own statement and taken out when it is voided (docs/promotions.md, "Daily slot
-- contest"): the contest ranks these, points are earned from them. reached_at is when the total
-- last grew (the contest's tie-break: whoever reached it first).
CREATE TABLE settled_stakes_daily (
  day date NOT NULL,
  game_type integer NOT NULL,
  uid integer NOT NULL REFERENCES members (uid),
  cash_staked bigint NOT NULL CHECK (cash_staked >= 0),
  reached_at timestamptz NOT NULL,
  PRIMARY KEY (day, game_type, uid)
);
CREATE INDEX settled_stakes_daily_rank
  ON settled_stakes_daily (day, game_type, cash_staked DESC, reached_at, uid);

-- What a round's close counted there, so a void takes back exactly that.
ALTER TABLE game_rounds
  ADD COLUMN counted_day date,
  ADD COLUMN counted_cash bigint,
  ADD COLUMN counted_points bigint;
