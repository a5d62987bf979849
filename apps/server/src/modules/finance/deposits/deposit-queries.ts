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
  s: { status: DepositStatus; reason: string; transferId?: number; now: Date },
): Promise<void> {
  await q.query(
    `UPDATE deposit_orders SET status = $2, reason = $3,
       transfer_id = COALESCE($4, transfer_id), updated_at = $5 WHERE id = $1`,
    [id, s.status, s.reason, s.transferId ?? null, s.now],
  );
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
    body: string;
    now: Date;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO payment_notifications (gateway, event_id, verified, outcome, body, received_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [n.gateway.slice(0, 40), n.eventId, n.verified, n.outcome, n.body, n.now],
  );
}
