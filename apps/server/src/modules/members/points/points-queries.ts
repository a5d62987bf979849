import type { PointsMovement } from '@pisoplay/contract';
import type { Queryable } from '../../../db/database.ts';

/**
 * A player's points (docs/promotions.md, "Points"): the balance and its movements, moved only by
 * `members_move_points` (once per reference, never below zero). The wallet earns them in a
 * round's own statement; the points shop spends them through `movePoints`.
 */
export async function pointsBalanceOf(q: Queryable, uid: number): Promise<number> {
  const [row] = await q.query<{ balance: number }>(
    'SELECT balance FROM points_balances WHERE uid = $1',
    [uid],
  );
  return row?.balance ?? 0;
}

export async function pointsMovementsOf(
  q: Queryable,
  uid: number,
  page: number,
  pageSize: number,
): Promise<{ d: PointsMovement[]; t: number }> {
  const rows = await q.query<Omit<PointsMovement, 'created_at'> & { created_at: Date }>(
    `SELECT id, kind, points, balance_after, note, created_at FROM points_movements
     WHERE uid = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`,
    [uid, pageSize, (page - 1) * pageSize],
  );
  const [count] = await q.query<{ t: number }>(
    'SELECT count(*)::int AS t FROM points_movements WHERE uid = $1',
    [uid],
  );
  return {
    d: rows.map((r) => ({ ...r, id: Number(r.id), created_at: r.created_at.toISOString() })),
    t: count!.t,
  };
}

/** Points per ₱100 of real money staked, by game type (the types that earn nothing left out). */
export async function pointsRates(q: Queryable) {
  return q.query<{ game_type: number; points_per_100: number }>(
    'SELECT game_type, points_per_100 FROM points_rates WHERE points_per_100 > 0 ORDER BY game_type',
  );
}

/** Sets the rates of the game types given; the next bet of each earns at its new rate. */
export async function savePointsRates(
  q: Queryable,
  rates: { game_type: number; points_per_100: number }[],
): Promise<void> {
  await q.query(
    `INSERT INTO points_rates (game_type, points_per_100)
     SELECT * FROM unnest($1::int[], $2::int[])
     ON CONFLICT (game_type) DO UPDATE SET points_per_100 = excluded.points_per_100`,
    [rates.map((r) => r.game_type), rates.map((r) => r.points_per_100)],
  );
}

/**
 * Moves points once per reference: the points moved (a repeat answers the first movement's),
 * or null when a spend is larger than the balance (nothing moved).
 */
export async function movePoints(
  q: Queryable,
  move: {
    uid: number;
    points: number;
    kind: PointsMovement['kind'];
    reference: string;
    note: string;
    now: Date;
  },
): Promise<number | null> {
  const [row] = await q.query<{ moved: number | null }>(
    'SELECT members_move_points($1, $2, $3, $4, $5, false, $6) AS moved',
    [move.uid, move.points, move.kind, move.reference, move.note, move.now],
  );
  return row!.moved;
}
