import type { Queryable } from '../../../db/database.ts';

/** The points shop's exchanges (table points_exchanges). */
export type ExchangeRow = {
  id: number;
  item_id: string;
  points: number;
  grant_id: number | null;
  voucher_code: string | null;
};

const COLUMNS = 'id, item_id, points, grant_id, voucher_code';

/** Starts an exchange, once per player and key: null when the key was used before. */
export async function insertExchange(
  q: Queryable,
  e: { uid: number; key: string; itemId: string; points: number; amount: number; now: Date },
): Promise<ExchangeRow | null> {
  const [row] = await q.query<ExchangeRow>(
    `INSERT INTO points_exchanges (uid, idempotency_key, item_id, points, amount, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (uid, idempotency_key) DO NOTHING RETURNING ${COLUMNS}`,
    [e.uid, e.key, e.itemId, e.points, e.amount, e.now],
  );
  return row ?? null;
}

export async function findExchange(q: Queryable, uid: number, key: string) {
  const [row] = await q.query<ExchangeRow>(
    `SELECT ${COLUMNS} FROM points_exchanges WHERE uid = $1 AND idempotency_key = $2`,
    [uid, key],
  );
  return row ?? null;
}

export async function completeExchange(
  q: Queryable,
  id: number,
  gave: { grantId: number | null; voucherId: number | null; voucherCode: string | null },
) {
  await q.query(
    `UPDATE points_exchanges SET grant_id = $2, voucher_id = $3, voucher_code = $4 WHERE id = $1`,
    [id, gave.grantId, gave.voucherId, gave.voucherCode],
  );
}
