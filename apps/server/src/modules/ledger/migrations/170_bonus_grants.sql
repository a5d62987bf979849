-- Bonus grants (docs/promotions.md): one per award, unique per source and source reference so an
-- award is never paid twice, with the terms it was issued under copied onto it. The bonus money
-- of the open grants (issued, active) is what the player's bonus account holds; a grant's
-- balance is its share of it.
CREATE TABLE bonus_grants (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uid integer NOT NULL REFERENCES members (uid),
  source text NOT NULL CHECK (source IN ('mystery_box', 'contest_prize', 'level_up', 'birthday',
    'daily_win', 'invite', 'operator')),
  source_ref text NOT NULL,
  cash_type integer NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  balance bigint NOT NULL CHECK (balance >= 0),
  required bigint NOT NULL CHECK (required >= 0),
  wagered bigint NOT NULL DEFAULT 0 CHECK (wagered >= 0 AND wagered <= required),
  -- percent per game type code: {"3": 100, "1": 10}
  game_weights jsonb NOT NULL,
  max_bet bigint CHECK (max_bet > 0),
  cash_cap bigint CHECK (cash_cap > 0),
  -- the terms as issued, as the API shows them
  terms jsonb NOT NULL,
  state text NOT NULL CHECK (state IN ('issued', 'active', 'completed', 'expired', 'forfeited')),
  reason text NOT NULL DEFAULT '',
  converted bigint NOT NULL DEFAULT 0 CHECK (converted >= 0),
  written_off bigint NOT NULL DEFAULT 0 CHECK (written_off >= 0),
  credit_transfer bigint NOT NULL REFERENCES ledger_transfers (id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  ended_at timestamptz,
  UNIQUE (source, source_ref),
  CHECK ((state IN ('issued', 'active')) = (ended_at IS NULL)),
  CHECK (state <> 'forfeited' OR reason <> '')
);
-- The open grants of a player, the first to expire first: where stakes and wins go.
CREATE INDEX bonus_grants_open ON bonus_grants (uid, expires_at, id)
  WHERE state IN ('issued', 'active');
CREATE INDEX bonus_grants_expiry ON bonus_grants (expires_at) WHERE state IN ('issued', 'active');
CREATE INDEX bonus_grants_player ON bonus_grants (uid, id DESC);

-- The pooled bonus's open requirements become grants (source 'operator', 30 days from their
-- issue, the default weights); the bonus account's money goes to each player's first one, and
-- the requirements close, so bonus wagering is the grants' alone from now on.
INSERT INTO bonus_grants (uid, source, source_ref, cash_type, amount, balance, required, wagered,
  game_weights, terms, state, credit_transfer, created_at, expires_at)
SELECT r.uid, 'operator', 'requirement:' || r.id, 4001, r.locked_amount, 0, r.required,
  least(r.wagered, r.required), '{"1": 10, "2": 100, "3": 100, "5": 10}',
  '{"wagering_multiplier": 2, "expires_in_days": 30, "game_weights": {"1": 10, "2": 100, "3": 100, "5": 10}, "max_bet": null, "cash_cap": null}',
  CASE WHEN r.wagered > 0 THEN 'active' ELSE 'issued' END, r.source_transfer, r.created_at,
  r.created_at + interval '30 days'
FROM wagering_requirements r WHERE r.kind = 'bonus' AND r.met_at IS NULL AND r.locked_amount > 0;
UPDATE bonus_grants g SET balance = a.balance
FROM ledger_accounts a
WHERE a.uid = g.uid AND a.kind = 'player_bonus'
  AND g.id = (SELECT min(f.id) FROM bonus_grants f WHERE f.uid = g.uid);
UPDATE wagering_requirements SET met_at = now() WHERE kind = 'bonus' AND met_at IS NULL;

-- Replaced by ledger_count_stake (R__ledger_functions.sql); wallet_bet, wallet_win and
-- wallet_close_round take the bonus cash types they now need.
DROP FUNCTION IF EXISTS ledger_record_wager(integer, bigint, text, integer);
DROP FUNCTION IF EXISTS wallet_bet(text, integer, text, text, text, text, bigint, timestamptz,
  integer, integer[], integer[], bigint);
DROP FUNCTION IF EXISTS wallet_win(text, integer, text, text, text, text, bigint, timestamptz,
  boolean, integer, integer, integer);
DROP FUNCTION IF EXISTS wallet_close_round(game_rounds, timestamptz, integer, integer);
