import { CASH_TYPES } from '@pisoplay/contract';
import type { Queryable } from '../../../db/database.ts';
import type { Ledger } from '../../ledger/index.ts';
import { insertOrderStep } from '../records/record-queries.ts';
import { orderReference, setStatus } from './deposit-queries.ts';
import type { DepositOrderRow } from './deposit-queries.ts';

/**
 * Credits a deposit order and completes it, in the caller's transaction: once, whoever calls (a
 * notification, the deadline job, an operator's settlement), since the ledger key is the
 * order's. `amount` is what was received: the order's own unless an operator credits another.
 */
export async function creditOrder(
  q: Queryable,
  ledger: Ledger,
  c: { order: DepositOrderRow; amount: number; note: string; reason?: string; now: Date },
): Promise<void> {
  const transfer = await ledger.creditDeposit(
    {
      key: `deposit:${c.order.id}:credit`,
      uid: c.order.uid,
      source: 'gateway',
      amount: c.amount,
      reason: 'deposit',
      cashType: CASH_TYPES.deposit,
      reference: orderReference(c.order.id),
    },
    q,
  );
  await setStatus(q, c.order.id, {
    status: 'completed',
    reason: c.reason ?? '',
    transferId: transfer.id,
    now: c.now,
    ...(c.amount !== c.order.amount ? { creditedAmount: c.amount } : {}),
  });
  await insertOrderStep(q, {
    kind: 'deposit',
    orderId: c.order.id,
    status: 'completed',
    note: c.note,
    at: c.now,
  });
}
