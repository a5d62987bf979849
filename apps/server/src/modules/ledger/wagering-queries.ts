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

/** The player's open requirements, oldest first, locked for the bet that fills them. */
export async function lockOpenRequirements(q: Queryable, uid: number): Promise<RequirementRow[]> {
  return q.query<RequirementRow>(
    `SELECT id, uid, kind, locked_amount, required, wagered FROM wagering_requirements
     WHERE uid = $1 AND met_at IS NULL ORDER BY id FOR UPDATE`,
    [uid],
  );
}

export async function addWagered(
  q: Queryable,
  id: number,
  wagered: number,
  met: boolean,
): Promise<void> {
  await q.query(
    `UPDATE wagering_requirements SET wagered = $2, met_at = CASE WHEN $3 THEN now() END
     WHERE id = $1`,
    [id, wagered, met],
  );
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
