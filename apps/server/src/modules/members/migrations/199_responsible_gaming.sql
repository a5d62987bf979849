-- Responsible gaming (docs/responsible-gaming.md): the limits a player sets on their own play,
-- their reality check, and cooling-off and self-exclusion. Members keep the rules; finance and
-- play enforce them where the money moves, reading two flags of the member row the bet already
-- reads (rg_limited: any limit in effect; rg_paused_until: the end of a break or exclusion).
ALTER TABLE members
  ADD COLUMN rg_limited boolean NOT NULL DEFAULT false,
  ADD COLUMN rg_paused_until timestamptz,
  ADD COLUMN rg_reality_check_minutes smallint NOT NULL DEFAULT 30
    CHECK (rg_reality_check_minutes BETWEEN 5 AND 240);

-- A limit: its value in effect (centavos; minutes for 'session'; null for none), and a raise or
-- removal (pending_value null) waiting until pending_from for the player's second confirmation.
CREATE TABLE rg_limits (
  uid integer NOT NULL REFERENCES members (uid),
  limit_key text NOT NULL CHECK (limit_key IN ('deposit_day', 'deposit_week', 'deposit_month',
    'wager_day', 'wager_week', 'wager_month', 'loss_day', 'loss_week', 'loss_month', 'session')),
  value bigint CHECK (value > 0),
  pending_value bigint CHECK (pending_value > 0),
  pending_from timestamptz,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (uid, limit_key),
  CHECK (pending_from IS NOT NULL OR pending_value IS NULL)
);

-- Every cooling-off and self-exclusion, kept after it ends: who set it (null operator: the player
-- themself) and why. The one in force is the latest that has not ended.
CREATE TABLE rg_restrictions (
  id bigserial PRIMARY KEY,
  uid integer NOT NULL REFERENCES members (uid),
  kind text NOT NULL CHECK (kind IN ('cool_off', 'exclusion')),
  started_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL CHECK (ends_at > started_at),
  irrevocable_until timestamptz,
  operator_id integer,
  reason text
);
CREATE INDEX rg_restrictions_uid ON rg_restrictions (uid, ends_at DESC);
