import type { Queryable } from '../../../db/database.ts';
import { voucherHash } from './voucher-codes.ts';

/** Stores new codes by their hash (the codes themselves are shown once, never kept). */
export function insertVouchers(
  q: Queryable,
  v: { codes: string[]; amount: number; createdBy: string; now: Date },
): Promise<{ id: number }[]> {
  return q.query<{ id: number }>(
    `INSERT INTO vouchers (code_hash, amount, created_by, created_at)
     SELECT unnest($1::text[]), $2, $3, $4 RETURNING id`,
    [v.codes.map(voucherHash), v.amount, v.createdBy, v.now],
  );
}

/** Marks an unredeemed code redeemed by the player; null when it is unknown or spent. */
export async function redeemVoucher(
  q: Queryable,
  codeHash: string,
  uid: number,
  at: Date,
): Promise<{ id: number; amount: number } | null> {
  const [voucher] = await q.query<{ id: number; amount: number }>(
    `UPDATE vouchers SET redeemed_by = $2, redeemed_at = $3
     WHERE code_hash = $1 AND redeemed_at IS NULL RETURNING id, amount`,
    [codeHash, uid, at],
  );
  return voucher ?? null;
}

export async function setVoucherTransfer(
  q: Queryable,
  voucherId: number,
  transferId: number,
): Promise<void> {
  await q.query('UPDATE vouchers SET transfer_id = $2 WHERE id = $1', [voucherId, transferId]);
}

export async function voucherExists(q: Queryable, codeHash: string): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM vouchers WHERE code_hash = $1', [codeHash]);
  return rows.length > 0;
}
