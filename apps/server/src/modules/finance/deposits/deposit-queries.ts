import type { DepositStatus } from '@pisoplay/contract';
import type { Queryable } from '../../../db/database.ts';

export type DepositOrderRow = {
  id: number;
  uid: number;
  channel_id: number;
  amount: number;
  status: DepositStatus;
  idempotency_key: string | null;
  gateway: string;
  gateway_ref: string | null;
  pay_url: string;
  reason: string;
  expires_at: Date;
  /** What the gateway said was paid, when it differed from the order (under review). */
  notified_amount: number | null;
  /** What was credited, when an operator credited another amount than the order's. */
  credited_amount: number | null;
};

/** Orders still waiting for the player's payment. */
export const OPEN_STATUSES: readonly DepositStatus[] = ['pending', 'paying'];

/** Our order reference at the gateway ('D12'), and back. */
export const orderReference = (id: number) => `D${id}`;
export const orderIdOf = (reference: string): number | null => {
  const match = /^D(\d{1,10})$/.exec(reference);
  return match ? Number(match[1]) : null;
};

/** A new order; null when the player's idempotency key already names one. */
export async function insertDepositOrder(
  q: Queryable,
  o: {
    uid: number;
    channelId: number;
    amount: number;
    status: DepositStatus;
    key: string | null;
    gateway: string;
    gatewayRef?: string;
    transferId?: number;
    now: Date;
    expiresAt: Date;
  },
): Promise<DepositOrderRow | null> {
  const [row] = await q.query<DepositOrderRow>(
    `INSERT INTO deposit_orders (uid, channel_id, amount, status, idempotency_key, gateway,
       gateway_ref, transfer_id, created_at, updated_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10)
     ON CONFLICT (uid, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
     RETURNING *`,
    [
      o.uid,
      o.channelId,
      o.amount,
      o.status,
      o.key,
      o.gateway,
      o.gatewayRef ?? null,
      o.transferId ?? null,
      o.now,
      o.expiresAt,
    ],
  );
  return row ?? null;
}

export async function findOrderByKey(
  q: Queryable,
  uid: number,
  key: string,
): Promise<DepositOrderRow | null> {
  const [row] = await q.query<DepositOrderRow>(
    'SELECT * FROM deposit_orders WHERE uid = $1 AND idempotency_key = $2',
    [uid, key],
  );
  return row ?? null;
}

export async function findDepositOrder(q: Queryable, id: number): Promise<DepositOrderRow | null> {
  const [row] = await q.query<DepositOrderRow>('SELECT * FROM deposit_orders WHERE id = $1', [id]);
  return row ?? null;
}

/** The order, locked for the rest of the transaction (one notification decides at a time). */
export async function lockDepositOrder(q: Queryable, id: number): Promise<DepositOrderRow | null> {
  const [row] = await q.query<DepositOrderRow>(
    'SELECT * FROM deposit_orders WHERE id = $1 FOR UPDATE',
    [id],
  );
  return row ?? null;
}

/** Stores the gateway's checkout once: a second concurrent start keeps the first. */
export async function setCheckout(
  q: Queryable,
  id: number,
  c: { gatewayRef: string; payUrl: string; now: Date },
): Promise<DepositOrderRow | null> {
  const [row] = await q.query<DepositOrderRow>(
    `UPDATE deposit_orders SET gateway_ref = $2, pay_url = $3, updated_at = $4
     WHERE id = $1 AND pay_url = '' RETURNING *`,
    [id, c.gatewayRef, c.payUrl, c.now],
  );
  return row ?? null;
}

export async function setStatus(
  q: Queryable,
  id: number,
  s: {
    status: DepositStatus;
    reason: string;
    transferId?: number;
    now: Date;
    notifiedAmount?: number;
    creditedAmount?: number;
  },
): Promise<void> {
  await q.query(
    `UPDATE deposit_orders SET status = $2, reason = $3,
       transfer_id = COALESCE($4, transfer_id), updated_at = $5,
       notified_amount = COALESCE($6, notified_amount),
       credited_amount = COALESCE($7, credited_amount)
     WHERE id = $1`,
    [
      id,
      s.status,
      s.reason,
      s.transferId ?? null,
      s.now,
      s.notifiedAmount ?? null,
      s.creditedAmount ?? null,
    ],
  );
}

export type AdminDepositRow = DepositOrderRow & {
  channel_name: string;
  username: string;
  created_at: Date;
};

const ADMIN_SELECT = `SELECT o.*, c.name AS channel_name, m.username FROM deposit_orders o
  JOIN payment_channels c ON c.id = o.channel_id JOIN members m ON m.uid = o.uid`;

/** One order with its channel and player, as the operator sees it. */
export async function findAdminDeposit(q: Queryable, id: number): Promise<AdminDepositRow | null> {
  const [row] = await q.query<AdminDepositRow>(`${ADMIN_SELECT} WHERE o.id = $1`, [id]);
  return row ?? null;
}

/** A page of orders in one status, oldest first, with their channel and player. */
export async function listDepositsByStatus(
  q: Queryable,
  status: DepositStatus,
  offset: number,
  limit: number,
): Promise<{ rows: AdminDepositRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    q.query<AdminDepositRow>(
      `${ADMIN_SELECT} WHERE o.status = $1 ORDER BY o.id OFFSET $2 LIMIT $3`,
      [status, offset, limit],
    ),
    q.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM deposit_orders WHERE status = $1',
      [status],
    ),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** Open orders past their deadline, oldest first. */
export async function overdueOrders(
  q: Queryable,
  now: Date,
  limit: number,
): Promise<DepositOrderRow[]> {
  return q.query<DepositOrderRow>(
    `SELECT * FROM deposit_orders WHERE status IN ('pending', 'paying') AND expires_at <= $1
     ORDER BY expires_at LIMIT $2`,
    [now, limit],
  );
}

export async function insertNotification(
  q: Queryable,
  n: {
    gateway: string;
    eventId: string | null;
    verified: boolean;
    outcome: string;
    /** The body as text, or only its first bytes (then with its size and SHA-256). */
    body: string;
    bodyBytes?: number;
    bodySha256?: string;
    now: Date;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO payment_notifications (gateway, event_id, verified, outcome, body, received_at,
       body_bytes, body_sha256)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      n.gateway.slice(0, 40),
      n.eventId,
      n.verified,
      n.outcome,
      n.body,
      n.now,
      n.bodyBytes ?? null,
      n.bodySha256 ?? null,
    ],
  );
}
