-- The wallet's balance and transfer helpers became the ledger's (R__ledger_functions.sql:
-- ledger_playable_balance, ledger_lock_player_balances, ledger_bonus_open, ledger_bonus_share,
-- ledger_move_player_house); the old names go. A fresh database never had them.
DROP FUNCTION IF EXISTS wallet_balance(integer);
DROP FUNCTION IF EXISTS wallet_locked_balances(integer);
DROP FUNCTION IF EXISTS wallet_bonus_open(integer);
DROP FUNCTION IF EXISTS wallet_bonus_share(integer, bigint, bigint, bigint);
DROP FUNCTION IF EXISTS wallet_move(text, integer, bigint, bigint, boolean, text, integer, text);
