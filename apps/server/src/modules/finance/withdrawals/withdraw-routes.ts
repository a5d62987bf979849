import type { FastifyInstance } from 'fastify';
import { calls, operatorCalls } from '@pisoplay/contract';
import type { AppDeps } from '../../../deps.ts';
import { route } from '../../../http/route.ts';
import type { FinanceUses } from '../uses.ts';
import { registerAccountRoutes } from '../accounts/account-routes.ts';
import { createAccountService } from '../accounts/account-service.ts';
import { createOrderTransitions } from './order-transitions.ts';
import { createPayoutService } from './payout-service.ts';
import { createReviewService } from './review-service.ts';
import { createWithdrawService } from './withdraw-service.ts';
import { startJob } from '../../../platform/jobs.ts';

/**
 * Withdrawal accounts, withdrawals, the operator's review and the payout job
 * (docs/wallet.md, "Withdrawals and accounts").
 */
export function registerWithdrawals(
  app: FastifyInstance,
  deps: AppDeps,
  { ledger, playerGate, approvals }: FinanceUses,
): void {
  const { db, clock, config } = deps;
  registerAccountRoutes(app, createAccountService({ db }));

  const transitions = createOrderTransitions({ clock, ledger });
  const payouts = createPayoutService({
    db,
    clock,
    gateway: deps.payments,
    transitions,
    log: app.log,
    settings: {
      retryAfterMs: config.WITHDRAW_PAYOUT_RETRY_SECONDS * 1000,
      timeoutMs: config.WITHDRAW_PAYOUT_TIMEOUT_MINUTES * 60_000,
      leaseMs: config.WITHDRAW_PAYOUT_LEASE_SECONDS * 1000,
    },
  });
  const withdraw = createWithdrawService({
    db,
    clock,
    ledger,
    playerGate,
    transitions,
    payouts,
    gatewayName: deps.payments.kind,
    autoApprove: {
      max: config.WITHDRAW_AUTO_APPROVE_MAX,
      dailyMax: config.WITHDRAW_AUTO_APPROVE_DAILY_MAX,
    },
  });
  const review = createReviewService({ db, clock, transitions, payouts, approvals });

  route(app, calls.withdraw, ({ caller, payload }) => withdraw(caller.uid, payload));
  route(app, operatorCalls.adminWithdrawList, ({ payload }) =>
    review.list(payload.status, payload.page, payload.page_size),
  );
  route(app, operatorCalls.adminWithdrawReview, ({ caller, payload }) =>
    review.review(caller, payload),
  );
  route(app, operatorCalls.adminWithdrawSettle, ({ caller, payload }) =>
    review.settle(caller, payload),
  );
  if (config.PAYMENT_JOBS === 'on') {
    startJob(app, db, {
      name: 'withdrawal-payouts',
      everyMs: config.WITHDRAW_PAYOUT_POLL_SECONDS * 1000,
      run: () => payouts.pass(),
    });
  }
}
