import type { WithdrawStatus } from '@pisoplay/contract';
import type { Queryable } from '../../../db/database.ts';
import type { Clock } from '../../../providers/clock.ts';
import type { Ledger } from '../../ledger/index.ts';
import { insertOrderStep } from '../records/record-queries.ts';
import { payoutReference } from './messages.ts';
import { countCompletedWithdrawal } from '../../members/index.ts';
import { moveStatus } from './withdraw-queries.ts';
import type { PassGuard, WithdrawOrderRow } from './withdraw-queries.ts';

export type FinalStatus = Extract<WithdrawStatus, 'completed' | 'canceled' | 'timeout'>;

/**
 * The status changes of a withdrawal, each a conditional update with its order step and (for
 * the final ones) the hold's resolution, all in the caller's transaction. Each returns null when
 * the order was no longer in the expected status: someone else decided first.
 */
export function createOrderTransitions(ctx: { clock: Clock; ledger: Ledger }) {
  const step = (q: Queryable, orderId: number, status: WithdrawStatus, note?: string) =>
    insertOrderStep(q, {
      kind: 'withdraw',
      orderId,
      status,
      at: new Date(ctx.clock.now()),
      ...(note ? { note } : {}),
    });

  return {
    /** A new order's first step. */
    opened: (q: Queryable, orderId: number) => step(q, orderId, 'under_review'),

    /** under_review -> paying, by 'auto' or 'operator:<name>'. */
    async approve(q: Queryable, id: number, reviewer: string): Promise<WithdrawOrderRow | null> {
      const row = await moveStatus(q, id, 'under_review', 'paying', {
        now: new Date(ctx.clock.now()),
        reviewer,
      });
      if (row) await step(q, id, 'paying');
      return row;
    },

    /**
     * Ends an order: completed posts the hold (the money leaves for the gateway), canceled and
     * timeout void it (the money returns to the player). Exactly once, whoever calls.
     */
    async finish(
      q: Queryable,
      id: number,
      from: WithdrawStatus,
      to: FinalStatus,
      change: { reason?: string; reviewer?: string; guard?: PassGuard } = {},
    ): Promise<WithdrawOrderRow | null> {
      const row = await moveStatus(q, id, from, to, { now: new Date(ctx.clock.now()), ...change });
      if (!row) return null;
      const reference = payoutReference(id);
      const resolved =
        to === 'completed'
          ? await ctx.ledger.postHold(row.hold_id, reference, q)
          : await ctx.ledger.voidHold(row.hold_id, reference, change.reason ?? to, q);
      // The order's status guards its hold; a hold resolved behind the order's back is a bug.
      if (!resolved)
        throw new Error(`Hold ${row.hold_id} of withdrawal ${id} was already resolved`);
      if (to === 'completed') await countCompletedWithdrawal(q, row.uid, row.amount);
      await step(q, id, to, change.reason);
      return row;
    },
  };
}

export type OrderTransitions = ReturnType<typeof createOrderTransitions>;
