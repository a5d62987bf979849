import { operatorCalls } from '@pisoplay/contract';
import type { Module } from '../../deps.ts';
import { route } from '../../http/route.ts';
import type { Approvals } from '../operators/index.ts';
import { registerAdminLedgerRoutes } from './admin-ledger-routes.ts';
import { createAdjustService } from './adjust-service.ts';
import { createGrantAdmin, grantExpiryJob } from './bonus/grant-admin.ts';
import { startJob } from '../../platform/jobs.ts';
import { createLedger } from './ledger-service.ts';
import { reconcile } from './reconcile.ts';
import type { Ledger } from './ledger-service.ts';

export type { Ledger, Transfer, WalletBalances } from './ledger-service.ts';
export { LEDGER_MESSAGES } from './ledger-service.ts';
export { toBonusGrant } from './bonus/grant-admin.ts';
export { depositsCreditedBetween, firstDepositCredited } from './history-queries.ts';
export { balanceStamps } from './ledger-queries.ts';

/**
 * The ledger: accounts, transfers, holds, wagering and bonus grants; the operator's correction,
 * check and bonus calls, and the grants' expiry. A credit by hand and a bonus by hand wait for a
 * second operator (four eyes, docs/back-office.md).
 * Its service is the one way money moves (docs/wallet.md).
 */
export const ledgerModule: Module<{ approvals: Approvals }, Ledger> = async (
  app,
  deps,
  { approvals },
) => {
  const ledger = await createLedger({
    db: deps.db,
    depositTurnoverMultiplier: deps.config.DEPOSIT_TURNOVER_MULTIPLIER,
  });
  const adjust = createAdjustService({ db: deps.db, clock: deps.clock, ledger });
  approvals.register('ledger.credit', { call: operatorCalls.adminLedgerAdjust, run: adjust });
  route(app, operatorCalls.adminLedgerAdjust, ({ caller, payload }) =>
    payload.amount.startsWith('-')
      ? adjust(caller, payload)
      : approvals.hold(caller, {
          action: 'ledger.credit',
          requestKey: payload.idempotency_key,
          input: payload,
          summary: `Credit ₱${payload.amount} to the cash of player ${payload.uid}`,
          targetUid: payload.uid,
          reason: payload.reason,
        }),
  );
  route(app, operatorCalls.adminLedgerCheck, () => reconcile(deps.db));
  const grants = createGrantAdmin({ db: deps.db, clock: deps.clock, ledger });
  approvals.register('bonus.grant', { call: operatorCalls.adminBonusGrant, run: grants.grant });
  route(app, operatorCalls.adminBonusGrant, ({ caller, payload }) =>
    approvals.hold(caller, {
      action: 'bonus.grant',
      requestKey: payload.idempotency_key,
      input: payload,
      summary: `Bonus of ₱${payload.amount} to player ${payload.uid}`,
      targetUid: payload.uid,
      reason: payload.reason,
    }),
  );
  route(app, operatorCalls.adminBonusForfeit, ({ caller, payload }) =>
    grants.forfeit(caller, payload),
  );
  route(app, operatorCalls.adminBonusList, ({ payload }) => grants.list(payload));
  registerAdminLedgerRoutes(app, { db: deps.db, clock: deps.clock, ledger });
  if (deps.config.BONUS_JOBS === 'on') {
    startJob(app, deps.db, grantExpiryJob(deps.db, deps.clock));
  }
  return ledger;
};
