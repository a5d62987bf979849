import type { Queryable } from '../../../db/database.ts';

/** A check-in as stored; `day` is the Philippine date as text ('2026-11-24'). */
export type CheckinRow = { day: string; cycle_day: number; streak: number; amount: number };

/** The player's latest check-in on or before `day`, or null. */
export async function latestCheckin(
  q: Queryable,
  uid: number,
  onOrBefore: string,
): Promise<CheckinRow | null> {
  const [row] = await q.query<CheckinRow>(
    `SELECT day::text AS day, cycle_day, streak, amount FROM checkin_claims
     WHERE uid = $1 AND day <= $2::date ORDER BY day DESC LIMIT 1`,
    [uid, onOrBefore],
  );
  return row ?? null;
}

/**
 * Records today's check-in unless one is there: true when this call recorded it. A concurrent
 * claim of the same day waits on the primary key and then records nothing.
 */
export async function insertCheckin(
  q: Queryable,
  c: CheckinRow & { uid: number; claimedAt: Date },
): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO checkin_claims (uid, day, cycle_day, streak, amount, claimed_at)
     VALUES ($1, $2::date, $3, $4, $5, $6) ON CONFLICT (uid, day) DO NOTHING RETURNING uid`,
    [c.uid, c.day, c.cycle_day, c.streak, c.amount, c.claimedAt],
  );
  return rows.length === 1;
}

export async function setCheckinGrant(
  q: Queryable,
  uid: number,
  day: string,
  grantId: number,
): Promise<void> {
  await q.query('UPDATE checkin_claims SET grant_id = $3 WHERE uid = $1 AND day = $2::date', [
    uid,
    day,
    grantId,
  ]);
}

/** What each day of the cycle pays (centavos), day 1 first (table checkin_rewards). */
export async function checkinRewards(q: Queryable): Promise<number[]> {
  const rows = await q.query<{ amount: number }>(
    'SELECT amount FROM checkin_rewards ORDER BY cycle_day',
  );
  return rows.map((r) => r.amount);
}

/** Sets what each day pays, day 1 first; the row of each day is there from the migration. */
export async function saveCheckinRewards(q: Queryable, amounts: number[]): Promise<void> {
  await q.query(
    `UPDATE checkin_rewards r SET amount = v.amount
     FROM unnest($1::bigint[]) WITH ORDINALITY AS v (amount, cycle_day)
     WHERE r.cycle_day = v.cycle_day`,
    [amounts],
  );
}
