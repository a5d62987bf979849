-- replaces: 090_play.sql
-- Play (docs/play.md, docs/seamless-wallet.md): launch tokens, game sessions, the seamless
-- wallet's transactions and rounds, bet records, favourites and recently played games.

-- Single use, two minutes, bound to the player and the game; only the SHA-256 is kept.
CREATE TABLE game_launch_tokens (
  token_hash text PRIMARY KEY,
  uid integer NOT NULL REFERENCES members (uid),
  game_id integer NOT NULL REFERENCES games (id),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX game_launch_tokens_expires ON game_launch_tokens (expires_at);

-- What authenticate gives a game in exchange for a launch token.
CREATE TABLE game_sessions (
  id text PRIMARY KEY,
  provider text NOT NULL,
  uid integer NOT NULL REFERENCES members (uid),
  game_id integer NOT NULL REFERENCES games (id),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A provider's round for one player. Stakes are net of rolled-back bets, split by where the
-- money came from, so wins return to cash and bonus in the same proportion (docs/play.md).
CREATE TABLE game_rounds (
  id bigserial PRIMARY KEY,
  provider text NOT NULL,
  round_id text NOT NULL,
  uid integer NOT NULL REFERENCES members (uid),
  game_id integer NOT NULL REFERENCES games (id),
  bet_cash bigint NOT NULL DEFAULT 0,
  bet_bonus bigint NOT NULL DEFAULT 0,
  win_amount bigint NOT NULL DEFAULT 0,
  closed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, round_id)
);

-- Every accepted bet, win and rollback, keyed by the provider's transaction id; `reply` is the
-- answer given, returned again when the same id comes again.
CREATE TABLE game_transactions (
  id bigserial PRIMARY KEY,
  provider text NOT NULL,
  transaction_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('bet', 'win', 'rollback')),
  round bigint NOT NULL REFERENCES game_rounds (id),
  uid integer NOT NULL REFERENCES members (uid),
  amount bigint NOT NULL CHECK (amount >= 0),
  cash_amount bigint NOT NULL DEFAULT 0,
  bonus_amount bigint NOT NULL DEFAULT 0,
  -- a rollback: the bet it cancels
  reference_transaction_id text,
  -- a bet: set when it is rolled back
  rolled_back_at timestamptz,
  reply jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, transaction_id)
);
CREATE INDEX game_transactions_round ON game_transactions (round, id);

-- Rollbacks of bets never seen: a bet arriving later with that id is refused.
CREATE TABLE game_rollback_tombstones (
  provider text NOT NULL,
  transaction_id text NOT NULL,
  rollback_transaction_id text NOT NULL,
  uid integer NOT NULL REFERENCES members (uid),
  reply jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, transaction_id)
);

-- Wallet calls refused for a reason an operator should see (a win with no bet in its round).
CREATE TABLE game_wallet_incidents (
  id bigserial PRIMARY KEY,
  provider text NOT NULL,
  action text NOT NULL,
  status text NOT NULL,
  transaction_id text NOT NULL,
  round_id text NOT NULL,
  player_id text NOT NULL,
  body jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The bet record: one row per settled round.
CREATE TABLE bet_records (
  id bigserial PRIMARY KEY,
  round bigint NOT NULL UNIQUE REFERENCES game_rounds (id),
  uid integer NOT NULL REFERENCES members (uid),
  game_id integer NOT NULL REFERENCES games (id),
  game_type smallint NOT NULL,
  bet_amount bigint NOT NULL,
  settlement_amount bigint NOT NULL,
  status text NOT NULL DEFAULT 'settled',
  settle_time timestamptz NOT NULL
);
CREATE INDEX bet_records_player ON bet_records (uid, settle_time DESC, id DESC);

CREATE TABLE favorite_games (
  uid integer NOT NULL REFERENCES members (uid),
  game_id integer NOT NULL REFERENCES games (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (uid, game_id)
);

-- Recently played: the last launch of each game by each player.
CREATE TABLE game_history (
  uid integer NOT NULL REFERENCES members (uid),
  game_id integer NOT NULL REFERENCES games (id),
  played_at timestamptz NOT NULL,
  PRIMARY KEY (uid, game_id)
);
CREATE INDEX game_history_recent ON game_history (uid, played_at DESC);
