-- Points (docs/promotions.md, "Points"): kept like money: an integer balance that is never
-- negative and an append-only list of movements, each unique by its reference (a round, an
-- exchange), so a bet counted twice earns once.
CREATE TABLE points_balances (
  uid integer PRIMARY KEY REFERENCES members (uid),
  balance bigint NOT NULL DEFAULT 0 CHECK (balance >= 0)
);

CREATE TABLE points_movements (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uid integer NOT NULL REFERENCES members (uid),
  kind text NOT NULL CHECK (kind IN ('bet', 'void', 'exchange', 'refund')),
  points bigint NOT NULL CHECK (points <> 0),
  balance_after bigint NOT NULL CHECK (balance_after >= 0),
  reference text NOT NULL UNIQUE,
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL
);
CREATE INDEX points_movements_uid ON points_movements (uid, id DESC);

-- Points earned per ₱100 of real money staked, by game type (spec 9's codes): slots, fishing and
-- bingo 10 (a point per ₱10), live, sport and table games 5.
CREATE TABLE points_rates (
  game_type integer PRIMARY KEY,
  points_per_100 integer NOT NULL CHECK (points_per_100 BETWEEN 0 AND 1000)
);
INSERT INTO points_rates (game_type, points_per_100) VALUES
  (3, 10), (2, 10), (7, 10), (1, 5), (4, 5), (5, 5);
