import { randomUUID } from 'node:crypto';
import type { Database } from '../../../db/database.ts';
import type { Logger } from '../../../logger.ts';
import type { Clock } from '../../../providers/clock.ts';
import type {
  PaymentGateway,
  PayoutAnswer,
  PayoutState,
} from '../../../providers/payments/payment-gateway.ts';
import { WITHDRAW_MESSAGES, payoutReference } from './messages.ts';
import type { OrderTransitions } from './order-transitions.ts';
import {
  claimPayoutAttempt,
  flagOrder,
  releaseOrder,
  takePayingOrders,
} from './withdraw-queries.ts';
import type { PassGuard, PayoutOrderRow } from './withdraw-queries.ts';

export type PayoutSettings = {
  /** How long after a payout request a 'not_found' is believed (ms). */
  retryAfterMs: number;
  /** How long a payout may go without a definite answer (ms). */
  timeoutMs: number;
  /**
   * How long a pass owns the orders it took (ms): longer than a pass's gateway calls take, so
   * that a lease runs out only when its server died; another pass then takes the order over.
   */
  leaseMs: number;
};

/** An order as a pass took it: its lease and the request it saw guard every change it makes. */
type TakenOrder = PayoutOrderRow & { guard: PassGuard };

/** Orders one pass of the job looks at; the rest wait for the next pass. */
const PASS_SIZE = 100;

/**
 * Payouts of approved (paying) withdrawals, and their reconciliation against the gateway's
 * status query (docs/wallet.md, "Withdrawals and accounts"). Money is never returned on a guess:
 * a hold is voided only on the gateway's definite 'failed', or 'not_found' once the payout is
 * overdue; with no definite answer the order stays paying and is flagged for an operator.
 * Only the orders made through this gateway (withdraw_orders.gateway is its kind) are its own.
 * A pass leases the orders it works on, and each change it makes holds only while its lease and
 * the payout request it saw still stand: a pass that read an order before another asked the
 * gateway again can never time it out and refund it.
 */
export function createPayoutService(ctx: {
  db: Database;
  clock: Clock;
  gateway: PaymentGateway;
  transitions: OrderTransitions;
  log: Logger;
  settings: PayoutSettings;
}) {
  const { gateway, log, transitions } = ctx;
  const now = () => ctx.clock.now();

  /** A gateway call that threw (network, timeout) is an answer like any ambiguous one. */
  async function ask<T extends PayoutAnswer | PayoutState>(
    order: PayoutOrderRow,
    work: () => Promise<T>,
  ): Promise<T | { state: 'unknown'; reason: string }> {
    try {
      return await work();
    } catch (error) {
      log.warn({ err: error, order: order.id }, 'Payment gateway call failed: outcome unknown');
      return { state: 'unknown', reason: String(error) };
    }
  }

  const finish = (order: TakenOrder, to: 'completed' | 'canceled' | 'timeout', reason?: string) =>
    ctx.db.transaction((tx) =>
      transitions.finish(tx, order.id, 'paying', to, {
        guard: order.guard,
        ...(reason ? { reason } : {}),
      }),
    );

  /** Asks the gateway to pay (again, with the same reference); only one caller at a time. */
  async function requestPayout(order: TakenOrder): Promise<void> {
    const at = new Date(now());
    if (!(await claimPayoutAttempt(ctx.db, order.id, order.guard, at))) return;
    const requested = { ...order, guard: { ...order.guard, attemptedAt: at } };
    const answer = await ask(order, () =>
      gateway.createPayout({
        reference: payoutReference(order.id),
        amount: order.amount,
        channel: order.channel_name,
        account: order.account,
        accountName: [order.first_name, order.middle_name, order.last_name]
          .filter(Boolean)
          .join(' '),
      }),
    );
    if (answer.state === 'failed') {
      await finish(requested, 'canceled', WITHDRAW_MESSAGES.payoutRefused(answer.reason));
    }
    // 'accepted' and 'unknown' both wait for the status query.
  }

  /** Settles a requested payout by the gateway's status query, if it has a definite answer. */
  async function reconcile(order: TakenOrder): Promise<void> {
    const status = await ask(order, () => gateway.payoutStatus(payoutReference(order.id)));
    const sinceStart = now() - order.payout_started_at!.getTime();
    const sinceAttempt = now() - order.payout_attempted_at!.getTime();
    const overdue = sinceStart >= ctx.settings.timeoutMs;
    switch (status.state) {
      case 'paid':
        await finish(order, 'completed');
        return;
      case 'failed':
        await finish(order, 'canceled', WITHDRAW_MESSAGES.payoutRefused(status.reason));
        return;
      case 'not_found':
        // The gateway may not have recorded a request it just got: believe it after a while.
        if (sinceAttempt < ctx.settings.retryAfterMs) return;
        if (overdue) await finish(order, 'timeout', WITHDRAW_MESSAGES.payoutTimeout);
        else await requestPayout(order);
        return;
      case 'processing':
      case 'unknown':
        if (overdue && (await flagOrder(ctx.db, order.id, order.guard, new Date(now())))) {
          log.warn(
            { order: order.id, uid: order.uid, state: status.state, reason: status.reason },
            'Withdrawal payout has no definite outcome in time: left paying for an operator',
          );
        }
    }
  }

  async function advance(order: TakenOrder): Promise<void> {
    if (order.payout_attempted_at) await reconcile(order);
    else await requestPayout(order);
  }

  /** Takes orders under a new lease, runs `work` on each, and ends the lease. */
  async function leased(
    filter: { id?: number; limit: number },
    work: (order: TakenOrder) => Promise<void>,
  ): Promise<void> {
    const owner = randomUUID();
    const at = now();
    const orders = await takePayingOrders(ctx.db, {
      gateway: gateway.kind,
      ...filter,
      owner,
      now: new Date(at),
      leaseUntil: new Date(at + ctx.settings.leaseMs),
    });
    for (const order of orders) {
      try {
        await work({ ...order, guard: { owner, attemptedAt: order.payout_attempted_at } });
      } catch (error) {
        log.error({ err: error, order: order.id }, 'Withdrawal payout step failed');
      } finally {
        await releaseOrder(ctx.db, order.id, owner).catch((error: unknown) =>
          log.warn({ err: error, order: order.id }, 'Withdrawal payout lease not released'),
        );
      }
    }
  }

  return {
    /**
     * Starts the payout of one order just approved. Its decision is committed whatever happens
     * here, so a failure is logged, not thrown: the job picks the order up on its next pass.
     */
    async start(orderId: number): Promise<void> {
      try {
        await leased({ id: orderId, limit: 1 }, async (order) => {
          if (!order.payout_attempted_at) await requestPayout(order);
        });
      } catch (error) {
        log.error({ err: error, order: orderId }, 'Withdrawal payout request failed');
      }
    },

    /** One pass of the job over the paying orders; an order that fails is retried next pass. */
    pass: () => leased({ limit: PASS_SIZE }, advance),
  };
}

export type PayoutService = ReturnType<typeof createPayoutService>;
