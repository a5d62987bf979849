-- The built-in game provider's own state (docs/builtin-games.md): it stands in for an outside
-- game server, so its sessions and rounds live apart from our wallet, bets and ledger, which it
-- reaches only through the seamless-wallet API (docs/seamless-wallet.md).
CREATE TABLE builtin_sessions (
  -- SHA-256 of the opaque handle the browser game holds; the handle itself is never stored
  handle_hash text PRIMARY KEY,
  -- the wallet's game session and player, from authenticate
  wallet_session_id text NOT NULL,
  player_id text NOT NULL,
  nickname text NOT NULL,
  game_code text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('slot', 'crash', 'table')),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);

CREATE TABLE builtin_rounds (
  round_id text PRIMARY KEY,
  handle_hash text NOT NULL REFERENCES builtin_sessions (handle_hash),
  kind text NOT NULL CHECK (kind IN ('slot', 'crash', 'table')),
  bet bigint NOT NULL CHECK (bet > 0),
  -- what the round pays back (stake included), once decided
  win bigint CHECK (win >= 0),
  -- the engine's result: reels, cards, or the crash point (shown only once the round is over)
  outcome jsonb NOT NULL,
  -- betting: bet sent; open: bet taken (a crash round in flight); settling: win decided, being
  -- paid; settled; refused: the wallet refused the bet; rolling_back: the bet's fate was
  -- unknown, its rollback is being sent; rolled_back; failed: the wallet refused a win or
  -- rollback (logged, for an operator)
  state text NOT NULL CHECK (state IN ('betting', 'open', 'settling', 'settled', 'refused',
    'rolling_back', 'rolled_back', 'failed')),
  -- the player's balance in the wallet's last answer
  balance bigint,
  last_error text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  -- when the bet was taken (a crash round's multiplier climbs from here)
  started_at timestamptz,
  settled_at timestamptz,
  -- a pending win or rollback is sent again from this time on
  retry_at timestamptz
);
CREATE INDEX builtin_rounds_by_session ON builtin_rounds (handle_hash, created_at DESC);
CREATE INDEX builtin_sessions_player ON builtin_sessions (player_id, game_code);
CREATE INDEX builtin_rounds_pending ON builtin_rounds (retry_at) WHERE retry_at IS NOT NULL;
