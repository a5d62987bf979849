-- The payment gateway simulator's own state (docs/wallet.md): it stands in for an outside
-- party, so it keeps its checkouts and payouts apart from our orders, and they survive restarts.
CREATE TABLE sim_payment_checkouts (
  -- the simulator's checkout id (the gateway_ref our order keeps)
  ref text PRIMARY KEY,
  -- our order reference; a second checkout for the same reference answers the first
  reference text NOT NULL UNIQUE,
  amount bigint NOT NULL CHECK (amount > 0),
  channel text NOT NULL,
  return_url text NOT NULL,
  notify_url text NOT NULL,
  state text NOT NULL DEFAULT 'pending'
    CHECK (state IN ('pending', 'paid', 'failed', 'canceled', 'expired')),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  -- the signed notification of the final state, delivered until our server answers 2xx
  event_id text,
  notify_body text,
  notify_attempts integer NOT NULL DEFAULT 0,
  notify_next_at timestamptz,
  notify_last_error text NOT NULL DEFAULT ''
);
CREATE INDEX sim_payment_checkouts_due ON sim_payment_checkouts (notify_next_at)
  WHERE notify_next_at IS NOT NULL;

CREATE TABLE sim_payment_payouts (
  -- our payout reference: the idempotency key of createPayout
  reference text PRIMARY KEY,
  amount bigint NOT NULL CHECK (amount > 0),
  channel text NOT NULL,
  account text NOT NULL,
  account_name text NOT NULL,
  -- what the payout becomes once settles_at has passed
  outcome text NOT NULL CHECK (outcome IN ('paid', 'failed')),
  settles_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL
);
