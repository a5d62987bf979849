-- The loyalty rules an operator sets (docs/promotions.md, "Daily wins", "Invitations", "Points"),
-- seeded with what the contract held as constants until now. Amounts in centavos.

-- What each day of the 7-day check-in cycle pays.
CREATE TABLE checkin_rewards (
  cycle_day smallint PRIMARY KEY CHECK (cycle_day BETWEEN 1 AND 7),
  amount bigint NOT NULL CHECK (amount BETWEEN 100 AND 100000)
);
INSERT INTO checkin_rewards (cycle_day, amount) VALUES
  (1, 500), (2, 500), (3, 1000), (4, 1000), (5, 1500), (6, 2000), (7, 5000);

-- The invitation rules: one row.
CREATE TABLE invite_rules (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  reward bigint NOT NULL CHECK (reward BETWEEN 100 AND 1000000),
  min_first_deposit bigint NOT NULL CHECK (min_first_deposit BETWEEN 10000 AND 10000000),
  daily_limit integer NOT NULL CHECK (daily_limit BETWEEN 1 AND 100)
);
INSERT INTO invite_rules (reward, min_first_deposit, daily_limit) VALUES (10000, 20000, 10);

-- What the points shop sells, by kind and value in whole pesos (its id, 'bonus-10', is what the
-- player's exchange names). Switched off, never deleted: exchanges name their item.
CREATE TABLE points_shop_items (
  id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('bonus', 'voucher')),
  pesos integer NOT NULL CHECK (pesos BETWEEN 1 AND 100000),
  points bigint NOT NULL CHECK (points BETWEEN 1 AND 100000000),
  enabled boolean NOT NULL DEFAULT true,
  CHECK (id = kind || '-' || pesos)
);
INSERT INTO points_shop_items (id, kind, pesos, points) VALUES
  ('bonus-10', 'bonus', 10, 500),
  ('bonus-25', 'bonus', 25, 1200),
  ('bonus-50', 'bonus', 50, 2200),
  ('voucher-50', 'voucher', 50, 5000),
  ('voucher-100', 'voucher', 100, 9500);
