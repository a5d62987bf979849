-- replaces: 140_wallet_rounds.sql
-- The seamless wallet's rounds hardened (issue 29, docs/seamless-wallet.md): a round belongs to
-- one game; a bet is refused once its round paid a win, from a player who may not play, and on a
-- game that is offline or maintained; a win is capped by the game's maximum multiplier; a round
-- can be voided (stakes back, wins taken back, its wagering and XP reversed) or resettled (a new
-- total win). Bonus money never outlives its wagering requirement: what a player wins or gets
-- back in bonus while no bonus requirement is open goes to cash, and a met requirement releases
-- the bonus together with its winnings (docs/wallet.md, "Balance, withdrawable and wagering").
-- The functions it defined are the owners' R__ files now; the games' column, the ledger's and
-- the built-in provider's parts are their own 140_ files.

-- What closing a round counted, kept on the round itself (no row elsewhere to write on the
-- hot path): the XP it gave and, per wagering requirement id, the stake it counted
-- ({"12": 5000}); a void reverses both once (uncounted_at).
ALTER TABLE game_rounds ADD COLUMN counted_xp integer;
ALTER TABLE game_rounds ADD COLUMN counted_wagering jsonb;
ALTER TABLE game_rounds ADD COLUMN uncounted_at timestamptz;
ALTER TABLE game_rounds ADD COLUMN voided_at timestamptz;

ALTER TABLE game_transactions DROP CONSTRAINT game_transactions_kind_check;
ALTER TABLE game_transactions ADD CONSTRAINT game_transactions_kind_check
  CHECK (kind IN ('bet', 'win', 'rollback', 'void', 'resettle'));

ALTER TABLE bet_records ADD CONSTRAINT bet_records_status_check
  CHECK (status IN ('settled', 'void'));

-- Rounds closed before this migration gave one XP per whole peso staked (XP_PER_PESO_WAGERED,
-- then as now); what their stake counted toward wagering was not recorded, so a void of one of
-- them reverses its XP only.
UPDATE game_rounds SET counted_xp = ((bet_cash + bet_bonus) / 100)::integer,
  counted_wagering = '{}'
WHERE closed_at IS NOT NULL;
