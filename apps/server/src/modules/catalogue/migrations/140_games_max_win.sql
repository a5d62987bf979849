-- replaces: 140_wallet_rounds.sql
-- A game's largest win, in multiples of the stake (issue 29); created with the wallet's rounds
-- until they were split by owner.
ALTER TABLE games ADD COLUMN max_win_multiplier integer NOT NULL DEFAULT 10000
  CHECK (max_win_multiplier > 0);
