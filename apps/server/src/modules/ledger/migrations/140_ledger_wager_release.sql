-- replaces: 140_wallet_rounds.sql
-- Created with the wallet's rounds (issue 29) until they were split by owner.

-- The transfer that released a met bonus requirement, to be clawed back if the wagering that
-- met it is reversed.
ALTER TABLE wagering_requirements ADD COLUMN release_transfer bigint REFERENCES ledger_transfers (id);
ALTER TABLE wagering_requirements ADD CONSTRAINT wagering_requirements_amounts
  CHECK (locked_amount >= 0 AND wagered >= 0);
