import type { FastifyInstance } from 'fastify';
import { calls, operatorCalls } from '@pisoplay/contract';
import type { AppDeps } from '../../../deps.ts';
import { route } from '../../../http/route.ts';
import { localizerOf } from '../../../platform/i18n/localize.ts';
import type { FinanceUses } from '../uses.ts';
import { isPaymentSimulator } from '../../../providers/payments/simulator.ts';
import { createChannelAdmin } from './channel-admin.ts';
import { createDepositReview } from './deposit-review.ts';
import { createDepositService } from './deposit-service.ts';
import { registerNotifyRoute } from './notify-route.ts';
import { registerPaymentSimulatorRoutes } from './simulator-routes.ts';
import { createVoucherService } from './voucher-service.ts';
import { registerShopVoucherRoute } from './shop-voucher-route.ts';
import { startJob } from '../../../platform/jobs.ts';

/** How often the deadline job times out unpaid orders. */
const DEADLINE_JOB_MS = 30_000;

/**
 * Deposits through the payment gateway, its notifications and the deadline job; vouchers
 * (channel 1008); the operator's channel and voucher calls (docs/wallet.md).
 */
export async function registerDeposits(
  app: FastifyInstance,
  deps: AppDeps,
  { ledger, playerGate, approvals }: FinanceUses,
): Promise<void> {
  const deposits = createDepositService({
    db: deps.db,
    clock: deps.clock,
    ledger,
    payments: deps.payments,
    playerGate,
    expiresMinutes: deps.config.DEPOSIT_EXPIRES_MINUTES,
    publicBaseUrl: deps.payments.kind === 'simulator' ? '' : (deps.config.PUBLIC_BASE_URL ?? ''),
    warn: (detail, message) => app.log.warn(detail, message),
  });
  const vouchers = createVoucherService({
    db: deps.db,
    clock: deps.clock,
    ledger,
    playerGate,
  });
  const channels = createChannelAdmin({ db: deps.db, clock: deps.clock, approvals });
  const review = createDepositReview({ db: deps.db, clock: deps.clock, ledger });

  route(app, calls.deposit, ({ caller, payload }) => deposits.start(caller.uid, payload));
  // Its answer is a sentence for the player: in the lang header's language.
  route(app, calls.voucherExchange, async ({ caller, payload, request }) =>
    localizerOf(request)(await vouchers.exchange(caller.uid, payload.exchangeCode)),
  );
  approvals.register('voucher.create', {
    call: operatorCalls.adminVoucherCreate,
    run: vouchers.create,
  });
  route(app, operatorCalls.adminVoucherCreate, ({ caller, payload }) =>
    approvals.hold(caller, {
      action: 'voucher.create',
      input: payload,
      summary: `${payload.count} voucher code${payload.count === 1 ? '' : 's'} of ₱${payload.amount}`,
      targetUid: null,
      reason: payload.reason,
    }),
  );
  route(app, operatorCalls.adminChannelUpdate, ({ caller, payload }) =>
    channels.update(caller, payload),
  );
  route(app, operatorCalls.adminDepositList, ({ payload }) =>
    review.list(payload.status, payload.page, payload.page_size),
  );
  route(app, operatorCalls.adminDepositSettle, ({ caller, payload }) =>
    review.settle(caller, payload),
  );
  await registerNotifyRoute(app, deposits);
  if (deps.config.NODE_ENV !== 'production') registerShopVoucherRoute(app, vouchers);
  if (isPaymentSimulator(deps.payments)) {
    await registerPaymentSimulatorRoutes(app, deps.payments, deps);
  }

  if (deps.config.PAYMENT_JOBS === 'off') return;
  startJob(app, deps.db, {
    name: 'deposit-deadline',
    everyMs: DEADLINE_JOB_MS,
    run: () => deposits.expireOverdue(),
  });
}
