import { operatorCalls } from '@pisoplay/contract';
import type { Module } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { createAdjustService } from './adjust-service.ts';
import { createLedger } from './ledger-service.ts';
import { reconcile } from './reconcile.ts';
import type { Ledger } from './ledger-service.ts';

export type { Ledger, Transfer, WalletBalances } from './ledger-service.ts';
export { LEDGER_MESSAGES } from './ledger-service.ts';

/**
 * The ledger: accounts, transfers, holds, wagering; the operator's correction and check calls.
 * Its service is the one way money moves (docs/wallet.md).
 */
export const ledgerModule: Module<object, Ledger> = async (app, deps) => {
  const ledger = await createLedger({
    db: deps.db,
    depositTurnoverMultiplier: deps.config.DEPOSIT_TURNOVER_MULTIPLIER,
  });
  const adjust = createAdjustService({ db: deps.db, clock: deps.clock, ledger });
  route(app, operatorCalls.adminLedgerAdjust, ({ caller, payload }) => adjust(caller, payload));
  route(app, operatorCalls.adminLedgerCheck, () => reconcile(deps.db));
  return ledger;
};
