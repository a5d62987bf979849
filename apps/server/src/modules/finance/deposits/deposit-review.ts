import { amountToCentavos, businessError, centavosToAmount, notFound } from '@pisoplay/contract';
import type {
  AdminDepositItem,
  DepositStatus,
  Paged,
  ParsedPayloadOf,
  operatorCalls,
} from '@pisoplay/contract';
import type { OperatorCaller } from '../../../caller.ts';
import type { Database } from '../../../db/database.ts';
import type { Clock } from '../../../providers/clock.ts';
import type { Ledger } from '../../ledger/index.ts';
import { recordAudit } from '../../../platform/audit/audit-queries.ts';
import { FINANCE_MESSAGES } from '../messages.ts';
import { insertOrderStep } from '../records/record-queries.ts';
import { creditOrder } from './deposit-credit.ts';
import {
  findAdminDeposit,
  listDepositsByStatus,
  lockDepositOrder,
  setStatus,
} from './deposit-queries.ts';
import type { AdminDepositRow } from './deposit-queries.ts';
import { DEPOSIT_MESSAGES } from './messages.ts';

const amountOrBlank = (centavos: number | null) =>
  centavos === null ? '' : centavosToAmount(Number(centavos));

const toAdminItem = (row: AdminDepositRow): AdminDepositItem => ({
  id: row.id,
  channel_name: row.channel_name,
  created_at: row.created_at.toISOString(),
  amount: centavosToAmount(Number(row.amount)),
  status: row.status,
  uid: row.uid,
  username: row.username,
  reason: row.reason,
  notified_amount: amountOrBlank(row.notified_amount),
  credited_amount: amountOrBlank(row.credited_amount),
});

/**
 * The operator's queue of deposits and the settlement of one put under review (paid, not the
 * amount ordered: docs/wallet.md, "A deposit order"): credited with what was received, or closed
 * as refunded through the gateway. Each decision is audited with its evidence in the same
 * transaction, and only an order still under review can be decided.
 */
export function createDepositReview(ctx: { db: Database; clock: Clock; ledger: Ledger }) {
  return {
    async list(
      status: DepositStatus,
      page: number,
      pageSize: number,
    ): Promise<Paged<AdminDepositItem>> {
      const { rows, total } = await listDepositsByStatus(
        ctx.db,
        status,
        (page - 1) * pageSize,
        pageSize,
      );
      return { d: rows.map(toAdminItem), t: total, s: 1 };
    },

    async settle(
      operator: OperatorCaller,
      input: ParsedPayloadOf<typeof operatorCalls.adminDepositSettle>,
    ): Promise<AdminDepositItem> {
      await ctx.db.transaction(async (tx) => {
        const order = await lockDepositOrder(tx, input.id);
        if (!order) throw notFound(FINANCE_MESSAGES.orderNotFound);
        if (order.status !== 'under_review') {
          throw businessError(DEPOSIT_MESSAGES.notUnderReview(order.status));
        }
        const now = new Date(ctx.clock.now());
        let credited: number | null = null;
        if (input.outcome === 'credit') {
          credited = amountToCentavos(input.amount!)!;
          const paid = Number(order.notified_amount ?? order.amount);
          if (credited > paid) {
            throw businessError(DEPOSIT_MESSAGES.creditAboveNotified(centavosToAmount(paid)));
          }
          const pesos = centavosToAmount(credited);
          await creditOrder(tx, ctx.ledger, {
            order,
            amount: credited,
            note: DEPOSIT_MESSAGES.creditedAfterReview(pesos),
            reason: DEPOSIT_MESSAGES.creditedAfterReview(pesos),
            now,
          });
        } else {
          const reason = DEPOSIT_MESSAGES.refundedAfterReview;
          await setStatus(tx, order.id, { status: 'canceled', reason, now });
          await insertOrderStep(tx, {
            kind: 'deposit',
            orderId: order.id,
            status: 'canceled',
            note: reason,
            at: now,
          });
        }
        await recordAudit(tx, {
          by: operator,
          action: `deposit.${input.outcome}`,
          targetUid: order.uid,
          detail: {
            id: order.id,
            ordered: centavosToAmount(Number(order.amount)),
            credited: credited === null ? null : centavosToAmount(credited),
            evidence: input.evidence,
          },
          // The evidence the order is settled on is why.
          reason: input.evidence,
          now: ctx.clock.now(),
        });
      });
      return toAdminItem((await findAdminDeposit(ctx.db, input.id))!);
    },
  };
}
