-- replaces: 130_wallet_calls.sql
-- 130_wallet_calls.sql created this index and the first ledger_* and wallet_* functions; the
-- functions now live in their owners' R__ files (modules/ledger, modules/play).

-- A player's balances are read by uid on every money call.
CREATE INDEX ledger_accounts_player ON ledger_accounts (uid) WHERE uid IS NOT NULL;
