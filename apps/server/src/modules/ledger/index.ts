import { operatorCalls } from '@pisoplay/contract';
import type { Module } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { createAdjustService } from './adjust-service.ts';
import { createGrantAdmin, startGrantExpiry } from './bonus/grant-admin.ts';
import { createLedger } from './ledger-service.ts';
import { reconcile } from './reconcile.ts';
import type { Ledger } from './ledger-service.ts';

export type { Ledger, Transfer, WalletBalances } from './ledger-service.ts';
export { LEDGER_MESSAGES } from './ledger-service.ts';
export { toBonusGrant } from './bonus/grant-admin.ts';
export { depositsCreditedBetween, firstDepositCredited } from './history-queries.ts';

/**
 * The ledger: accounts, transfers, holds, wagering and bonus grants; the operator's correction,
 * check and bonus calls, and the grants' expiry.
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
  const grants = createGrantAdmin({ db: deps.db, clock: deps.clock, ledger });
  route(app, operatorCalls.adminBonusGrant, ({ caller, payload }) => grants.grant(caller, payload));
  route(app, operatorCalls.adminBonusForfeit, ({ caller, payload }) =>
    grants.forfeit(caller, payload),
  );
  route(app, operatorCalls.adminBonusList, ({ payload }) => grants.list(payload));
  if (deps.config.BONUS_JOBS === 'on') {
    const stopExpiry = startGrantExpiry(deps.db, deps.clock, app.log);
    app.addHook('onClose', async () => stopExpiry());
  }
  return ledger;
};
