import type { Queryable } from '../../db/database.ts';

export type RequirementRow = {
  id: number;
  uid: number;
  kind: 'deposit' | 'bonus';
  locked_amount: number;
  required: number;
  wagered: number;
};

export async function insertRequirement(
  q: Queryable,
  r: Omit<RequirementRow, 'id' | 'wagered'> & { source_transfer: number },
): Promise<void> {
  await q.query(
    `INSERT INTO wagering_requirements (uid, kind, source_transfer, locked_amount, required)
     VALUES ($1, $2, $3, $4, $5)`,
    [r.uid, r.kind, r.source_transfer, r.locked_amount, r.required],
  );
}

/**
 * Counts a settled stake toward the player's open requirements, oldest first; a bonus whose
 * requirement is met moves to cash (`ledger_record_wager`, R__ledger_functions.sql: the wallet's win runs
 * it too, in the same statement).
 */
export async function recordWager(
  q: Queryable,
  w: { uid: number; amount: number; keyPrefix: string; releaseCashType: number },
): Promise<void> {
  await q.query('SELECT ledger_record_wager($1::integer, $2::bigint, $3::text, $4::integer)', [
    w.uid,
    w.amount,
    w.keyPrefix,
    w.releaseCashType,
  ]);
}

/** What open requirements keep out of the withdrawable balance, and the play they still need. */
export async function openRequirementTotals(
  q: Queryable,
  uid: number,
): Promise<{ lockedDeposits: number; remaining: number }> {
  const [row] = await q.query<{ locked_deposits: number; remaining: number }>(
    `SELECT COALESCE(sum(locked_amount) FILTER (WHERE kind = 'deposit'), 0)::bigint AS locked_deposits,
            COALESCE(sum(required - wagered), 0)::bigint AS remaining
     FROM wagering_requirements WHERE uid = $1 AND met_at IS NULL`,
    [uid],
  );
  return { lockedDeposits: row?.locked_deposits ?? 0, remaining: row?.remaining ?? 0 };
}
