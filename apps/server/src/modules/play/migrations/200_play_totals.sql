-- Real money each player staked and won (the cash parts of bets and wins, net of rollbacks and
-- voids) in their current play session and in the current Philippine day, week (from Monday) and
-- month, kept in the statement of each wallet call (wallet_count_play): the responsible-gaming
-- limits are checked against these in the bet's own transaction, and the reality check reports
-- the session (docs/responsible-gaming.md). One row per player; a period's totals restart when
-- the period changes. Updated in place on every bet: room on each page keeps those updates HOT.
CREATE TABLE play_totals (
  uid integer PRIMARY KEY REFERENCES members (uid),
  session_started_at timestamptz NOT NULL,
  last_bet_at timestamptz NOT NULL,
  session_staked bigint NOT NULL,
  session_won bigint NOT NULL,
  day date NOT NULL,
  day_staked bigint NOT NULL,
  day_won bigint NOT NULL,
  week date NOT NULL,
  week_staked bigint NOT NULL,
  week_won bigint NOT NULL,
  month date NOT NULL,
  month_staked bigint NOT NULL,
  month_won bigint NOT NULL
) WITH (fillfactor = 50);

-- The bet takes the length of a break that ends a play session (R__wallet_functions.sql).
DROP FUNCTION IF EXISTS wallet_bet(text, integer, text, text, text, text, bigint, timestamptz,
  integer, integer[], integer[], bigint, integer);
