-- The ledger (docs/wallet.md): double-entry, append-only, integer centavos. Every movement of
-- money is one row of ledger_transfers between two accounts; an account's balance is the sum of
-- its transfers, kept on the account row so the no-overdraft check and the write are one step.
CREATE TABLE ledger_accounts (
  id bigserial PRIMARY KEY,
  -- player_cash, player_bonus (one each per player); house, gateway, withdrawals_pending,
  -- vouchers, adjustments (one each, uid NULL)
  kind text NOT NULL,
  uid integer REFERENCES members (uid),
  balance bigint NOT NULL DEFAULT 0,
  -- Players' accounts never go below zero; system accounts are the other side of every movement.
  may_go_negative boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (may_go_negative OR balance >= 0),
  CHECK ((uid IS NULL) = (kind NOT LIKE 'player_%'))
);
CREATE UNIQUE INDEX ledger_accounts_kind_uid ON ledger_accounts (kind, COALESCE(uid, 0));

CREATE TABLE ledger_transfers (
  id bigserial PRIMARY KEY,
  -- chosen by the caller: a repeated request with the same key moves no money again
  idempotency_key text NOT NULL UNIQUE,
  debit_account bigint NOT NULL REFERENCES ledger_accounts (id),
  credit_account bigint NOT NULL REFERENCES ledger_accounts (id),
  amount bigint NOT NULL CHECK (amount > 0),
  -- what the movement is, for the ledger (deposit, hold, payout, release, bet, win, ...)
  reason text NOT NULL,
  -- what the player reads (contract CASH_TYPES)
  cash_type integer NOT NULL,
  debit_balance_after bigint NOT NULL,
  credit_balance_after bigint NOT NULL,
  -- the business record it belongs to, e.g. 'deposit:12'
  reference text NOT NULL DEFAULT '',
  remark text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (debit_account <> credit_account)
);
CREATE INDEX ledger_transfers_debit ON ledger_transfers (debit_account, id);
CREATE INDEX ledger_transfers_credit ON ledger_transfers (credit_account, id);

-- Append-only: corrections are new transfers.
-- (One line: migrations are split on semicolons at line ends.)
CREATE FUNCTION ledger_transfers_immutable() RETURNS trigger LANGUAGE plpgsql
  AS $$ BEGIN RAISE EXCEPTION 'ledger_transfers is append-only'; END $$;
CREATE TRIGGER ledger_transfers_no_update BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_transfers_immutable();

-- Two-phase holds: the hold moves the money out of the player's cash into withdrawals_pending;
-- exactly one of post (on to the gateway) or void (back to the player) resolves it.
CREATE TABLE ledger_holds (
  id bigserial PRIMARY KEY,
  uid integer NOT NULL REFERENCES members (uid),
  amount bigint NOT NULL CHECK (amount > 0),
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'posted', 'voided')),
  hold_transfer bigint NOT NULL REFERENCES ledger_transfers (id),
  resolve_transfer bigint REFERENCES ledger_transfers (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz
);

-- Play still needed before money is withdrawable: a bonus times BONUS_WAGERING_MULTIPLIER, a
-- deposit times DEPOSIT_TURNOVER_MULTIPLIER. Bets fill the oldest open requirement first.
CREATE TABLE wagering_requirements (
  id bigserial PRIMARY KEY,
  uid integer NOT NULL REFERENCES members (uid),
  kind text NOT NULL CHECK (kind IN ('deposit', 'bonus')),
  source_transfer bigint NOT NULL REFERENCES ledger_transfers (id),
  -- what stays out of the withdrawable balance until the requirement is met
  locked_amount bigint NOT NULL,
  required bigint NOT NULL CHECK (required > 0),
  wagered bigint NOT NULL DEFAULT 0,
  met_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wagering_requirements_open ON wagering_requirements (uid, id) WHERE met_at IS NULL;

INSERT INTO ledger_accounts (kind, may_go_negative) VALUES
  ('house', true),
  ('gateway', true),
  ('withdrawals_pending', false),
  ('vouchers', true),
  ('adjustments', true);
