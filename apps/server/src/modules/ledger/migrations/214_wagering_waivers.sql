-- A deposit's turnover waived (docs/responsible-gaming.md, "Withdraw-only access"): a
-- self-excluded player may not play, so what their deposits still had to turn over no longer
-- keeps their cash from being withdrawn. The requirement is closed (met_at) with when and why;
-- the ledger check counts a waived requirement as met whatever was wagered.
ALTER TABLE wagering_requirements ADD COLUMN waived_at timestamptz;
ALTER TABLE wagering_requirements ADD COLUMN waived_reason text;
ALTER TABLE wagering_requirements ADD CONSTRAINT wagering_requirements_waiver
  CHECK ((waived_at IS NULL) = (waived_reason IS NULL) AND (waived_at IS NULL OR met_at IS NOT NULL));
