-- Money with no way out and races between servers (issue 29, docs/wallet.md).

-- A payout pass owns the orders it works on until its lease ends (a crashed server's lease
-- runs out and another takes the order over); every change it makes is conditional on its lease
-- and on the payout request it saw (payout_attempted_at).
ALTER TABLE withdraw_orders ADD COLUMN payout_owner text;
ALTER TABLE withdraw_orders ADD COLUMN payout_lease_until timestamptz;

-- A deposit put under review (paid, not the amount ordered): what the gateway said was paid,
-- and what an operator's settlement credited (at most that).
ALTER TABLE deposit_orders ADD COLUMN notified_amount bigint CHECK (notified_amount > 0);
ALTER TABLE deposit_orders ADD COLUMN credited_amount bigint CHECK (credited_amount > 0);

-- The paying orders the payout job takes, by gateway, oldest first.
CREATE INDEX withdraw_orders_paying ON withdraw_orders (gateway, id) WHERE status = 'paying';
-- A hold belongs to one withdrawal, a credit to one deposit.
CREATE UNIQUE INDEX withdraw_orders_hold ON withdraw_orders (hold_id);
CREATE UNIQUE INDEX deposit_orders_transfer ON deposit_orders (transfer_id)
  WHERE transfer_id IS NOT NULL;
-- The reconciliation sums the pending holds.
CREATE INDEX ledger_holds_pending ON ledger_holds (id) WHERE state = 'pending';

-- A notification that failed its signature is kept for the investigation, but not whole: its
-- size, its SHA-256 and its first bytes (body holds those), so a flood of junk cannot fill the
-- database.
ALTER TABLE payment_notifications ADD COLUMN body_bytes integer;
ALTER TABLE payment_notifications ADD COLUMN body_sha256 text;
