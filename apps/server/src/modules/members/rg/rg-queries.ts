import type { RgLimitKey, RgRestrictionKind } from '@pisoplay/contract';
import type { Queryable } from '../../../db/database.ts';

/**
 * The responsible-gaming rules members keep for each player (docs/responsible-gaming.md): their
 * limits, reality check and restrictions. The rg module changes them; finance and play read the
 * limits where money moves, and the player gate reads the restriction in force.
 */
export type RgLimitRow = {
  limit_key: RgLimitKey;
  /** Centavos, or minutes for 'session'; null: no limit in effect. */
  value: number | null;
  pending_value: number | null;
  pending_from: Date | null;
};

export type RgRestrictionRow = {
  id: number;
  kind: RgRestrictionKind;
  started_at: Date;
  ends_at: Date;
  irrevocable_until: Date | null;
  operator_id: number | null;
  reason: string | null;
};

/** Holds the player's row until the caller's transaction ends: one change of their rules at a time. */
export async function lockRgOf(q: Queryable, uid: number): Promise<void> {
  await q.query('SELECT 1 FROM members WHERE uid = $1 FOR UPDATE', [uid]);
}

export function rgLimitsOf(q: Queryable, uid: number): Promise<RgLimitRow[]> {
  return q.query<RgLimitRow>(
    `SELECT limit_key, value, pending_value, pending_from FROM rg_limits WHERE uid = $1`,
    [uid],
  );
}

/** The money limits in effect of one kind (deposit, wager or loss), by key, in centavos. */
export async function moneyLimitsOf(
  q: Queryable,
  uid: number,
  kind: 'deposit' | 'wager' | 'loss',
): Promise<{ limit_key: RgLimitKey; value: number }[]> {
  return q.query(
    `SELECT limit_key, value FROM members_rg_limits($1) WHERE limit_key LIKE $2 || '\\_%'`,
    [uid, kind],
  );
}

/** Writes a limit as it now stands, and the member's flag of having any limit in effect. */
export async function saveRgLimit(
  q: Queryable,
  uid: number,
  row: RgLimitRow,
  now: number,
): Promise<void> {
  await q.query(
    `INSERT INTO rg_limits (uid, limit_key, value, pending_value, pending_from, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (uid, limit_key) DO UPDATE
     SET value = $3, pending_value = $4, pending_from = $5, updated_at = $6`,
    [uid, row.limit_key, row.value, row.pending_value, row.pending_from, new Date(now)],
  );
  await q.query(
    `UPDATE members SET rg_limited = EXISTS (SELECT 1 FROM members_rg_limits($1)) WHERE uid = $1`,
    [uid],
  );
}

export async function realityCheckMinutesOf(q: Queryable, uid: number): Promise<number> {
  const [row] = await q.query<{ minutes: number }>(
    'SELECT rg_reality_check_minutes AS minutes FROM members WHERE uid = $1',
    [uid],
  );
  return row!.minutes;
}

export async function setRealityCheckMinutes(
  q: Queryable,
  uid: number,
  minutes: number,
): Promise<void> {
  await q.query('UPDATE members SET rg_reality_check_minutes = $2 WHERE uid = $1', [uid, minutes]);
}

const RESTRICTION_COLUMNS = 'id, kind, started_at, ends_at, irrevocable_until, operator_id, reason';

/** The restriction in force: the one that ends last of those not yet ended; null when none. */
export async function restrictionOf(
  q: Queryable,
  uid: number,
  now: number,
): Promise<RgRestrictionRow | null> {
  const [row] = await q.query<RgRestrictionRow>(
    `SELECT ${RESTRICTION_COLUMNS} FROM rg_restrictions
     WHERE uid = $1 AND ends_at > $2 AND started_at <= $2
     ORDER BY (kind = 'exclusion') DESC, ends_at DESC LIMIT 1`,
    [uid, new Date(now)],
  );
  return row ?? null;
}

/** Every restriction the player has had, newest first. */
export function restrictionsOf(q: Queryable, uid: number): Promise<RgRestrictionRow[]> {
  return q.query<RgRestrictionRow>(
    `SELECT ${RESTRICTION_COLUMNS} FROM rg_restrictions WHERE uid = $1 ORDER BY id DESC`,
    [uid],
  );
}

/**
 * Records a cooling-off or self-exclusion, and pauses the player's play, deposits and bonuses
 * until the latest end of their restrictions (the bet reads members.rg_paused_until).
 */
export async function addRestriction(
  q: Queryable,
  r: Omit<RgRestrictionRow, 'id'> & { uid: number },
): Promise<void> {
  await q.query(
    `INSERT INTO rg_restrictions (uid, kind, started_at, ends_at, irrevocable_until, operator_id,
       reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [r.uid, r.kind, r.started_at, r.ends_at, r.irrevocable_until, r.operator_id, r.reason],
  );
  await q.query(
    `UPDATE members SET rg_paused_until = greatest(rg_paused_until, $2) WHERE uid = $1`,
    [r.uid, r.ends_at],
  );
}
