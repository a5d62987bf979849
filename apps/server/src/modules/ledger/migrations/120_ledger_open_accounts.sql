-- The system's accounts that may go negative (house, gateway, vouchers, adjustments) are the
-- other side of nearly every movement. Updating a running balance on them locked their row until
-- commit, so every bet, win and deposit of every player queued behind one row. They need no
-- overdraft check, so they keep no running balance: theirs is the sum of their transfers
-- (reconcile.ts), and their transfers record no balance after.
ALTER TABLE ledger_transfers ALTER COLUMN debit_balance_after DROP NOT NULL;
ALTER TABLE ledger_transfers ALTER COLUMN credit_balance_after DROP NOT NULL;
UPDATE ledger_accounts SET balance = 0 WHERE may_go_negative;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_open_no_balance CHECK (NOT may_go_negative OR balance = 0);
