import type { Queryable } from '../../../db/database.ts';

/** The contest's closed days and their places (tables contest_days, contest_places). */
export type PlaceRow = {
  day: string;
  rank: number;
  uid: number;
  staked: number;
  prize: number;
  grant_id: number | null;
  withheld: string | null;
};

const PLACE_COLUMNS = `to_char(day, 'YYYY-MM-DD') AS day, rank, uid, staked, prize, grant_id,
  withheld`;

/** The days from `from` to `until` (exclusive) not closed yet, oldest first. */
export async function openDaysBetween(q: Queryable, from: string, until: string) {
  const rows = await q.query<{ day: string }>(
    `SELECT to_char(d, 'YYYY-MM-DD') AS day
     FROM generate_series($1::date, $2::date - 1, interval '1 day') AS d
     WHERE NOT EXISTS (SELECT 1 FROM contest_days c WHERE c.day = d::date) ORDER BY d`,
    [from, until],
  );
  return rows.map((r) => r.day);
}

/** Closes a day once: true for the one caller that closed it, false if it already was. */
export async function insertClosedDay(q: Queryable, day: string, pool: number, now: Date) {
  const rows = await q.query(
    `INSERT INTO contest_days (day, closed_at, pool) VALUES ($1, $2, $3)
     ON CONFLICT (day) DO NOTHING RETURNING day`,
    [day, now, pool],
  );
  return rows.length === 1;
}

export async function insertPlaces(
  q: Queryable,
  day: string,
  places: { rank: number; uid: number; staked: number; prize: number }[],
) {
  if (places.length === 0) return;
  await q.query(
    `INSERT INTO contest_places (day, rank, uid, staked, prize)
     SELECT $1, * FROM unnest($2::int[], $3::int[], $4::bigint[], $5::bigint[])`,
    [
      day,
      places.map((p) => p.rank),
      places.map((p) => p.uid),
      places.map((p) => p.staked),
      places.map((p) => p.prize),
    ],
  );
}

/** The places not settled yet (neither paid nor withheld), oldest day first. */
export async function unsettledPlaces(q: Queryable) {
  return q.query<{ day: string; rank: number; uid: number; prize: number }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, rank, uid, prize FROM contest_places
     WHERE settled_at IS NULL ORDER BY day, rank`,
  );
}

/** Locks a place still to settle; null when another server has it or it is settled. */
export async function lockUnsettledPlace(q: Queryable, day: string, rank: number) {
  const [row] = await q.query<{ uid: number; prize: number }>(
    `SELECT uid, prize FROM contest_places
     WHERE day = $1 AND rank = $2 AND settled_at IS NULL FOR UPDATE SKIP LOCKED`,
    [day, rank],
  );
  return row ?? null;
}

export async function settlePlace(
  q: Queryable,
  day: string,
  rank: number,
  outcome: { grantId: number | null; withheld: string | null },
  now: Date,
) {
  await q.query(
    `UPDATE contest_places SET grant_id = $3, withheld = $4, settled_at = $5
     WHERE day = $1 AND rank = $2`,
    [day, rank, outcome.grantId, outcome.withheld, now],
  );
}

/** The closed days that had players, newest first. */
export async function closedDays(q: Queryable, limit: number) {
  const rows = await q.query<{ day: string }>(
    `SELECT to_char(c.day, 'YYYY-MM-DD') AS day FROM contest_days c
     WHERE EXISTS (SELECT 1 FROM contest_places p WHERE p.day = c.day)
     ORDER BY c.day DESC LIMIT $1`,
    [limit],
  );
  return rows.map((r) => r.day);
}

export async function closedDay(q: Queryable, day: string) {
  const [row] = await q.query<{ closed_at: Date; pool: number }>(
    'SELECT closed_at, pool FROM contest_days WHERE day = $1',
    [day],
  );
  return row ?? null;
}

export async function placesOfDay(q: Queryable, day: string): Promise<PlaceRow[]> {
  return q.query<PlaceRow>(
    `SELECT ${PLACE_COLUMNS} FROM contest_places WHERE day = $1 ORDER BY rank`,
    [day],
  );
}

/** The prizes a player was paid, newest first. */
export async function paidPlacesOf(q: Queryable, uid: number, limit: number): Promise<PlaceRow[]> {
  return q.query<PlaceRow>(
    `SELECT ${PLACE_COLUMNS} FROM contest_places
     WHERE uid = $1 AND grant_id IS NOT NULL ORDER BY day DESC LIMIT $2`,
    [uid, limit],
  );
}
