import type { WithdrawStatus } from '@pisoplay/contract';
import type { Queryable } from '../../../db/database.ts';

export type WithdrawOrderRow = {
  id: number;
  uid: number;
  account_id: number;
  channel_id: number;
  channel_name: string;
  account: string;
  amount: number;
  status: WithdrawStatus;
  hold_id: number;
  reviewer: string;
  reason: string;
  created_at: Date;
  payout_started_at: Date | null;
  payout_attempted_at: Date | null;
  flagged_at: Date | null;
  payout_lease_until: Date | null;
  username: string;
};

/** What a payout needs besides the order: the holder's names on the account. */
export type PayoutOrderRow = WithdrawOrderRow & {
  first_name: string;
  middle_name: string;
  last_name: string;
};

const SELECT = `SELECT o.id, o.uid, o.account_id, o.channel_id, c.name AS channel_name, o.account,
                       o.amount, o.status, o.hold_id, o.reviewer, o.reason, o.created_at,
                       o.payout_started_at, o.payout_attempted_at, o.flagged_at,
                       o.payout_lease_until, m.username
                FROM withdraw_orders o JOIN payment_channels c ON c.id = o.channel_id
                JOIN members m ON m.uid = o.uid`;

/** The id the next order will have: its payout reference is known before the hold is taken. */
export async function nextOrderId(q: Queryable): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    "SELECT nextval(pg_get_serial_sequence('withdraw_orders', 'id'))::int AS id",
  );
  return row!.id;
}

export async function insertOrder(
  q: Queryable,
  o: {
    id: number;
    uid: number;
    account_id: number;
    channel_id: number;
    account: string;
    amount: number;
    idempotency_key: string | null;
    hold_id: number;
    gateway: string;
    now: Date;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO withdraw_orders (id, uid, account_id, channel_id, account, amount,
       idempotency_key, hold_id, gateway, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)`,
    [
      o.id,
      o.uid,
      o.account_id,
      o.channel_id,
      o.account,
      o.amount,
      o.idempotency_key,
      o.hold_id,
      o.gateway,
      o.now,
    ],
  );
}

export async function findOrder(q: Queryable, id: number): Promise<WithdrawOrderRow | null> {
  const [row] = await q.query<WithdrawOrderRow>(`${SELECT} WHERE o.id = $1`, [id]);
  return row ?? null;
}

/**
 * The order, locked for the rest of the transaction: a payout pass cannot take it meanwhile
 * (its lease is an update of this row).
 */
export async function lockOrder(q: Queryable, id: number): Promise<WithdrawOrderRow | null> {
  const [row] = await q.query<WithdrawOrderRow>(`${SELECT} WHERE o.id = $1 FOR UPDATE OF o`, [id]);
  return row ?? null;
}

export async function findOrderByKey(
  q: Queryable,
  uid: number,
  key: string,
): Promise<WithdrawOrderRow | null> {
  const [row] = await q.query<WithdrawOrderRow>(
    `${SELECT} WHERE o.uid = $1 AND o.idempotency_key = $2`,
    [uid, key],
  );
  return row ?? null;
}

/** Centavos the player asked to withdraw since `since`, canceled orders left out. */
export async function withdrawnSince(q: Queryable, uid: number, since: Date): Promise<number> {
  const [row] = await q.query<{ total: number }>(
    `SELECT coalesce(sum(amount), 0)::bigint AS total FROM withdraw_orders
     WHERE uid = $1 AND created_at >= $2 AND status <> 'canceled'`,
    [uid, since],
  );
  return row?.total ?? 0;
}

/**
 * What a payout pass saw when it decided: its lease on the order and the payout request it read.
 * A change it makes holds only if both are still so (another pass may have asked again since).
 */
export type PassGuard = { owner: string; attemptedAt: Date | null };

/**
 * Moves an order from one status to the next only if it is still in the first (and, for a
 * payout pass, still as the pass saw it): of two concurrent deciders (two operators, two payout
 * jobs) exactly one gets the row back. An order leaving 'paying' drops its lease.
 */
export async function moveStatus(
  q: Queryable,
  id: number,
  from: WithdrawStatus,
  to: WithdrawStatus,
  change: { now: Date; reviewer?: string; reason?: string; guard?: PassGuard },
): Promise<WithdrawOrderRow | null> {
  const [row] = await q.query<{ id: number }>(
    `UPDATE withdraw_orders
     SET status = $3, updated_at = $4, reviewer = coalesce($5, reviewer),
         reason = coalesce($6, reason), payout_owner = NULL, payout_lease_until = NULL
     WHERE id = $1 AND status = $2
       AND ($7::text IS NULL OR (payout_owner = $7
                                 AND payout_attempted_at IS NOT DISTINCT FROM $8::timestamptz))
     RETURNING id`,
    [
      id,
      from,
      to,
      change.now,
      change.reviewer ?? null,
      change.reason ?? null,
      change.guard?.owner ?? null,
      change.guard?.attemptedAt ?? null,
    ],
  );
  return row ? findOrder(q, row.id) : null;
}

/** A page of orders in one status, oldest first. */
export async function listByStatus(
  q: Queryable,
  status: WithdrawStatus,
  offset: number,
  limit: number,
): Promise<{ rows: WithdrawOrderRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    q.query<WithdrawOrderRow>(`${SELECT} WHERE o.status = $1 ORDER BY o.id OFFSET $2 LIMIT $3`, [
      status,
      offset,
      limit,
    ]),
    q.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM withdraw_orders WHERE status = $1',
      [status],
    ),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/**
 * Takes paying orders of one gateway for a payout pass, oldest first (or the one with `id`),
 * with the account holder's names: each under a lease of `owner` until `leaseUntil`, so that no
 * other pass works on it meanwhile. Orders another pass holds (its lease not over) are skipped.
 */
export async function takePayingOrders(
  q: Queryable,
  take: { gateway: string; id?: number; limit: number; owner: string; now: Date; leaseUntil: Date },
): Promise<PayoutOrderRow[]> {
  const taken = await q.query<{ id: number }>(
    `UPDATE withdraw_orders SET payout_owner = $4, payout_lease_until = $6
     WHERE id IN (
       SELECT id FROM withdraw_orders
       WHERE status = 'paying' AND gateway = $1 AND ($2::int IS NULL OR id = $2)
         AND (payout_lease_until IS NULL OR payout_lease_until <= $5)
       ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED)
     RETURNING id`,
    [take.gateway, take.id ?? null, take.limit, take.owner, take.now, take.leaseUntil],
  );
  if (taken.length === 0) return [];
  return q.query<PayoutOrderRow>(
    `SELECT w.*, a.first_name, a.middle_name, a.last_name
     FROM (${SELECT} WHERE o.id = ANY($1) AND o.payout_owner = $2) w
     JOIN finance_accounts a ON a.id = w.account_id ORDER BY w.id`,
    [taken.map((row) => row.id), take.owner],
  );
}

/** Ends a pass's lease on an order (if it still holds it). */
export async function releaseOrder(q: Queryable, id: number, owner: string): Promise<void> {
  await q.query(
    `UPDATE withdraw_orders SET payout_owner = NULL, payout_lease_until = NULL
     WHERE id = $1 AND payout_owner = $2`,
    [id, owner],
  );
}

/**
 * Claims the next payout request of a paying order: only the pass that holds its lease and sees
 * the same last attempt as it read gets true, so two passes never ask for one payout at once.
 */
export async function claimPayoutAttempt(
  q: Queryable,
  id: number,
  guard: PassGuard,
  now: Date,
): Promise<boolean> {
  const rows = await q.query(
    `UPDATE withdraw_orders
     SET payout_attempted_at = $3, payout_started_at = coalesce(payout_started_at, $3)
     WHERE id = $1 AND status = 'paying' AND payout_owner = $4
       AND payout_attempted_at IS NOT DISTINCT FROM $2::timestamptz
     RETURNING id`,
    [id, guard.attemptedAt, now, guard.owner],
  );
  return rows.length > 0;
}

/** Flags a paying order for an operator once, by the pass that holds it; true the first time. */
export async function flagOrder(
  q: Queryable,
  id: number,
  guard: PassGuard,
  now: Date,
): Promise<boolean> {
  const rows = await q.query(
    `UPDATE withdraw_orders SET flagged_at = $2
     WHERE id = $1 AND status = 'paying' AND flagged_at IS NULL AND payout_owner = $3
       AND payout_attempted_at IS NOT DISTINCT FROM $4::timestamptz
     RETURNING id`,
    [id, now, guard.owner, guard.attemptedAt],
  );
  return rows.length > 0;
}
