import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { registerDeposits } from './deposits/deposit-routes.ts';
import { createRecordService } from './records/record-service.ts';
import { registerWalletRoutes } from './routes.ts';
import { registerWithdrawals } from './withdrawals/withdraw-routes.ts';
// The face other modules use: time filters, deposit channels, voucher guesses, the shop's route.
export { timeRange } from './records/time-range.ts';
export { listChannels } from './channels/channel-queries.ts';
export { VOUCHER_GUESSES } from './deposits/voucher-service.ts';
export { SHOP_VOUCHER_PATH } from './deposits/shop-voucher-route.ts';

/**
 * Finance: the wallet, payment channels, deposits, vouchers, withdrawal accounts, withdrawals
 * and the player's records. Money moves only through `app.ledger` (docs/wallet.md).
 */
export async function financeModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { ledger } = app;
  const records = createRecordService({ db: deps.db, clock: deps.clock, ledger });
  registerWalletRoutes(app, { db: deps.db, ledger, records });
  await registerDeposits(app, deps);
  registerWithdrawals(app, deps);
}
