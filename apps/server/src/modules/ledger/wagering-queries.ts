import { CASH_TYPES } from '@pisoplay/contract';
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
 * Counts a settled stake toward the player's deposit turnover requirements and bonus grants
 * (`ledger_count_stake`, R__ledger_functions.sql: a game's closing win runs it in the same
 * statement); a grant whose wagering is met converts to cash.
 */
export async function countStake(
  q: Queryable,
  w: { uid: number; stake: number; gameType: number; keyPrefix: string; now: number },
): Promise<Record<string, number>> {
  const [row] = await q.query<{ counted: Record<string, number> }>(
    `SELECT ledger_count_stake($1::integer, $2::bigint, $3::integer, $4::text, $5::timestamptz,
       $6::integer, $7::integer) AS counted`,
    [
      w.uid,
      w.stake,
      w.gameType,
      w.keyPrefix,
      new Date(w.now),
      CASH_TYPES.bonusReleased,
      CASH_TYPES.bonusWrittenOff,
    ],
  );
  return row!.counted;
}

/**
 * Closes the player's open deposit turnover requirements without the play (a self-exclusion,
 * docs/responsible-gaming.md): their cash no longer waits for it. Answers how many it closed.
 */
export async function waiveDepositRequirements(
  q: Queryable,
  w: { uid: number; reason: string; now: number },
): Promise<number> {
  const rows = await q.query(
    `UPDATE wagering_requirements SET met_at = $3, waived_at = $3, waived_reason = $2
     WHERE uid = $1 AND kind = 'deposit' AND met_at IS NULL RETURNING id`,
    [w.uid, w.reason, new Date(w.now)],
  );
  return rows.length;
}

/**
 * What open deposit requirements keep out of the withdrawable balance, and the play they and the
 * open bonus grants still need.
 */
export async function openRequirementTotals(
  q: Queryable,
  uid: number,
): Promise<{ lockedDeposits: number; remaining: number }> {
  const [row] = await q.query<{ locked_deposits: number; remaining: number }>(
    `SELECT COALESCE(sum(locked_amount) FILTER (WHERE kind = 'deposit'), 0)::bigint AS locked_deposits,
            (COALESCE(sum(required - wagered), 0) + (
               SELECT COALESCE(sum(required - wagered), 0) FROM bonus_grants
               WHERE uid = $1 AND state IN ('issued', 'active')))::bigint AS remaining
     FROM wagering_requirements WHERE uid = $1 AND met_at IS NULL`,
    [uid],
  );
  return { lockedDeposits: row?.locked_deposits ?? 0, remaining: row?.remaining ?? 0 };
}
