-- replaces: 140_wallet_rounds.sql
-- Created with the wallet's rounds (issue 29) until they were split by owner.

-- The built-in games' retry job reads the rounds left betting or open on every pass.
CREATE INDEX builtin_rounds_unfinished ON builtin_rounds (created_at)
  WHERE state IN ('betting', 'open');
