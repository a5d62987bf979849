import type { DepositStatus, WithdrawStatus } from '@pisoplay/contract';
import type { Queryable } from '../../../db/database.ts';

export type OrderKind = 'deposit' | 'withdraw';

export type OrderRow = {
  id: number;
  uid: number;
  amount: number;
  status: DepositStatus | WithdrawStatus;
  reason: string;
  created_at: Date;
  channel_name: string;
  channel_img: string;
  /** Withdrawals only. */
  account?: string;
};

export type OrderFilter = {
  uid: number;
  status?: string;
  from?: Date;
  until?: Date;
  offset: number;
  limit: number;
};

const TABLES: Record<OrderKind, string> = {
  deposit: 'deposit_orders',
  withdraw: 'withdraw_orders',
};

function select(kind: OrderKind): string {
  const account = kind === 'withdraw' ? ', o.account' : '';
  return `SELECT o.id, o.uid, o.amount, o.status, o.reason, o.created_at,
                 c.name AS channel_name, c.img AS channel_img${account}
          FROM ${TABLES[kind]} o JOIN payment_channels c ON c.id = o.channel_id`;
}

/** A page of the player's orders, newest first, and their count. */
export async function listOrders(
  q: Queryable,
  kind: OrderKind,
  f: OrderFilter,
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = `WHERE o.uid = $1 AND ($2::text IS NULL OR o.status = $2)
                 AND o.created_at >= $3 AND o.created_at < $4`;
  const params = [
    f.uid,
    f.status ?? null,
    f.from ?? new Date(0),
    f.until ?? new Date('9999-01-01'),
  ];
  const [rows, [count]] = await Promise.all([
    q.query<OrderRow>(`${select(kind)} ${where} ORDER BY o.id DESC OFFSET $5 LIMIT $6`, [
      ...params,
      f.offset,
      f.limit,
    ]),
    q.query<{ total: number }>(`SELECT count(*) AS total FROM ${TABLES[kind]} o ${where}`, params),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** One of the player's orders (another player's reads as missing). */
export async function findOrder(
  q: Queryable,
  kind: OrderKind,
  uid: number,
  id: number,
): Promise<OrderRow | null> {
  const [row] = await q.query<OrderRow>(`${select(kind)} WHERE o.id = $1 AND o.uid = $2`, [
    id,
    uid,
  ]);
  return row ?? null;
}

export async function orderSteps(
  q: Queryable,
  kind: OrderKind,
  id: number,
): Promise<{ status: string; at: Date }[]> {
  return q.query(
    'SELECT status, at FROM order_steps WHERE kind = $1 AND order_id = $2 ORDER BY id',
    [kind, id],
  );
}

/** Records a step of an order's life (the writer of the order calls it with each change). */
export async function insertOrderStep(
  q: Queryable,
  step: { kind: OrderKind; orderId: number; status: string; note?: string; at: Date },
): Promise<void> {
  await q.query(
    'INSERT INTO order_steps (kind, order_id, status, note, at) VALUES ($1, $2, $3, $4, $5)',
    [step.kind, step.orderId, step.status, step.note ?? '', step.at],
  );
}
