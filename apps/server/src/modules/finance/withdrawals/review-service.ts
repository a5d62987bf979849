import {
  FOUR_EYES,
  businessError,
  centavosToAmount,
  notFound,
  operatorCalls,
} from '@pisoplay/contract';
import type {
  AdminWithdrawItem,
  Held,
  Paged,
  ParsedPayloadOf,
  WithdrawStatus,
} from '@pisoplay/contract';
import type { OperatorCaller } from '../../../caller.ts';
import type { Database } from '../../../db/database.ts';
import type { Clock } from '../../../providers/clock.ts';
import { recordAudit } from '../../../platform/audit/audit-queries.ts';
import type { Approvals } from '../../operators/index.ts';
import { FINANCE_MESSAGES } from '../messages.ts';
import { WITHDRAW_MESSAGES } from './messages.ts';
import type { OrderTransitions } from './order-transitions.ts';
import type { PayoutService } from './payout-service.ts';
import { findOrder, listByStatus, lockOrder } from './withdraw-queries.ts';
import type { WithdrawOrderRow } from './withdraw-queries.ts';
import { toWithdrawItem } from './withdraw-service.ts';

const toAdminItem = (row: WithdrawOrderRow): AdminWithdrawItem => ({
  ...toWithdrawItem(row),
  uid: row.uid,
  username: row.username,
  account: row.account,
  reason: row.reason,
  payout_started_at: row.payout_started_at?.toISOString() ?? null,
  flagged_at: row.flagged_at?.toISOString() ?? null,
});

type ReviewInput = ParsedPayloadOf<typeof operatorCalls.adminWithdrawReview>;

/**
 * The operator's queue of withdrawals and their decisions, audited with the decision. Approving
 * a large one (FOUR_EYES) waits for a second finance operator.
 */
export function createReviewService(ctx: {
  db: Database;
  clock: Clock;
  transitions: OrderTransitions;
  payouts: PayoutService;
  approvals: Approvals;
}) {
  async function decide(operator: OperatorCaller, input: ReviewInput): Promise<AdminWithdrawItem> {
    const reviewer = `operator:${operator.username}`;
    const decided = await ctx.db.transaction(async (tx) => {
      const row =
        input.decision === 'approve'
          ? await ctx.transitions.approve(tx, input.id, reviewer)
          : await ctx.transitions.finish(tx, input.id, 'under_review', 'canceled', {
              reviewer,
              reason: input.reason,
            });
      if (!row) {
        const order = await findOrder(tx, input.id);
        if (!order) throw notFound(FINANCE_MESSAGES.orderNotFound);
        throw businessError(WITHDRAW_MESSAGES.alreadyReviewed(order.status));
      }
      await recordAudit(tx, {
        by: operator,
        action: `withdraw.${input.decision}`,
        targetUid: row.uid,
        detail: { id: row.id, amount: centavosToAmount(row.amount), reason: input.reason },
        reason: input.reason,
        now: ctx.clock.now(),
      });
      return row;
    });
    if (decided.status === 'paying') await ctx.payouts.start(decided.id);
    return toAdminItem((await findOrder(ctx.db, decided.id))!);
  }
  ctx.approvals.register('withdraw.approve', {
    call: operatorCalls.adminWithdrawReview,
    run: decide,
  });

  return {
    async list(
      status: WithdrawStatus,
      page: number,
      pageSize: number,
    ): Promise<Paged<AdminWithdrawItem>> {
      const { rows, total } = await listByStatus(ctx.db, status, (page - 1) * pageSize, pageSize);
      return { d: rows.map(toAdminItem), t: total, s: 1 };
    },

    async review(operator: OperatorCaller, input: ReviewInput): Promise<AdminWithdrawItem | Held> {
      const order = await findOrder(ctx.db, input.id);
      if (!order) throw notFound(FINANCE_MESSAGES.orderNotFound);
      if (input.decision === 'reject' || order.amount < FOUR_EYES.largeWithdrawalCentavos) {
        return decide(operator, input);
      }
      if (order.status !== 'under_review') {
        throw businessError(WITHDRAW_MESSAGES.alreadyReviewed(order.status));
      }
      return ctx.approvals.hold(operator, {
        action: 'withdraw.approve',
        requestKey: `withdraw:${order.id}`,
        input,
        summary: `Pay out withdrawal ${order.id} of ₱${centavosToAmount(order.amount)} to player ${order.uid}`,
        targetUid: order.uid,
        reason: input.reason,
      });
    },

    /**
     * Settles a withdrawal left paying (no definite answer from the gateway in time, or a gateway
     * no longer configured) on the operator's evidence, through the same transition as a payout
     * pass: 'paid' completes it and pays the hold out, 'not_paid' cancels it and returns the hold.
     * Refused while a pass holds the order (it may be asking the gateway right now).
     */
    async settle(
      operator: OperatorCaller,
      input: ParsedPayloadOf<typeof operatorCalls.adminWithdrawSettle>,
    ): Promise<AdminWithdrawItem> {
      const reviewer = `operator:${operator.username}`;
      const settled = await ctx.db.transaction(async (tx) => {
        const order = await lockOrder(tx, input.id);
        if (!order) throw notFound(FINANCE_MESSAGES.orderNotFound);
        if (order.status !== 'paying')
          throw businessError(WITHDRAW_MESSAGES.notPaying(order.status));
        if (order.payout_lease_until && order.payout_lease_until.getTime() > ctx.clock.now()) {
          throw businessError(WITHDRAW_MESSAGES.payoutRunning);
        }
        const row =
          input.outcome === 'paid'
            ? await ctx.transitions.finish(tx, order.id, 'paying', 'completed', { reviewer })
            : await ctx.transitions.finish(tx, order.id, 'paying', 'canceled', {
                reviewer,
                reason: WITHDRAW_MESSAGES.payoutNotMade,
              });
        await recordAudit(tx, {
          by: operator,
          action: `withdraw.settle.${input.outcome}`,
          targetUid: order.uid,
          detail: {
            id: order.id,
            amount: centavosToAmount(order.amount),
            evidence: input.evidence,
          },
          // The evidence the order is settled on is why.
          reason: input.evidence,
          now: ctx.clock.now(),
        });
        return row!;
      });
      return toAdminItem((await findOrder(ctx.db, settled.id))!);
    },
  };
}
