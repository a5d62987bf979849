import type { Module } from '../../deps.ts';
import type { FinanceUses } from './uses.ts';
import { registerAdminFinanceRoutes } from './admin-finance-routes.ts';
import { registerDeposits } from './deposits/deposit-routes.ts';
import { createRecordService } from './records/record-service.ts';
import { registerWalletRoutes } from './routes.ts';
import { registerWithdrawals } from './withdrawals/withdraw-routes.ts';
// The face other modules use: time filters, deposit channels, voucher guesses, the shop's route.
export { timeRange } from './records/time-range.ts';
export { listChannels } from './channels/channel-queries.ts';
export { VOUCHER_GUESSES, issueVoucher } from './deposits/voucher-service.ts';
export { SHOP_VOUCHER_PATH } from './deposits/shop-voucher-route.ts';
export { depositedInPeriods } from './deposits/deposit-limits.ts';

/**
 * Finance: the wallet, payment channels, deposits, vouchers, withdrawal accounts, withdrawals
 * and the player's records. Money moves only through the ledger (docs/wallet.md).
 */
export const financeModule: Module<FinanceUses> = async (app, deps, uses) => {
  const records = createRecordService({ db: deps.db, clock: deps.clock, ledger: uses.ledger });
  registerWalletRoutes(app, { db: deps.db, ledger: uses.ledger, records });
  await registerDeposits(app, deps, uses);
  registerWithdrawals(app, deps, uses);
  registerAdminFinanceRoutes(app, { db: deps.db });
};
