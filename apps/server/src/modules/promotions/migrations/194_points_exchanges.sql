-- The points shop's exchanges (docs/promotions.md, "Points"): one per player and idempotency key;
-- what it cost and what it gave: a bonus grant, or a voucher whose code is kept for its buyer (a
-- repeat of the exchange shows it again; only the buyer reads it).
CREATE TABLE points_exchanges (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uid integer NOT NULL REFERENCES members (uid),
  idempotency_key text NOT NULL,
  item_id text NOT NULL,
  points bigint NOT NULL CHECK (points > 0),
  amount bigint NOT NULL CHECK (amount > 0),
  grant_id bigint REFERENCES bonus_grants (id),
  voucher_id bigint REFERENCES vouchers (id),
  voucher_code text,
  created_at timestamptz NOT NULL,
  UNIQUE (uid, idempotency_key)
);
