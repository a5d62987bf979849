-- Withdrawal payouts (docs/wallet.md, "Withdrawals and accounts"): when the payout was first and
-- last asked of the gateway, and when an order that got no definite answer in time was flagged
-- for an operator. The payout job reads the paying orders by status.
ALTER TABLE withdraw_orders ADD COLUMN payout_attempted_at timestamptz;
ALTER TABLE withdraw_orders ADD COLUMN flagged_at timestamptz;
