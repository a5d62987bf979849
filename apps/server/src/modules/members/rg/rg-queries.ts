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
  /** The end it was set to, for a self-exclusion the player ended early (ends_at: when). */
  planned_ends_at: Date | null;
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

const RESTRICTION_COLUMNS =
  'id, kind, started_at, ends_at, irrevocable_until, operator_id, reason, planned_ends_at';

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
  r: Omit<RgRestrictionRow, 'id' | 'planned_ends_at'> & { uid: number },
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

/** Every self-exclusion in force (more than one when a longer one was added), latest end first. */
export function exclusionsInForce(
  q: Queryable,
  uid: number,
  now: number,
): Promise<RgRestrictionRow[]> {
  return q.query<RgRestrictionRow>(
    `SELECT ${RESTRICTION_COLUMNS} FROM rg_restrictions
     WHERE uid = $1 AND kind = 'exclusion' AND ends_at > $2 AND started_at <= $2
     ORDER BY ends_at DESC`,
    [uid, new Date(now)],
  );
}

/**
 * Ends every self-exclusion of the player in force now (the player's confirmed request): each
 * keeps the end it was set to in planned_ends_at, and ends_at becomes now, so the restriction
 * gate, sign-in and the bet (members.rg_paused_until, brought back to the latest end left) see
 * it over from this moment. Answers how many ended.
 */
export async function endExclusionsOf(q: Queryable, uid: number, now: number): Promise<number> {
  const ended = await q.query(
    `UPDATE rg_restrictions SET planned_ends_at = ends_at, ends_at = $2
     WHERE uid = $1 AND kind = 'exclusion' AND ends_at > $2 AND started_at <= $2
     RETURNING id`,
    [uid, new Date(now)],
  );
  await q.query(
    `UPDATE members SET rg_paused_until = (SELECT max(ends_at) FROM rg_restrictions WHERE uid = $1)
     WHERE uid = $1`,
    [uid],
  );
  return ended.length;
}

/** A request to end a self-exclusion, as stored (rg_exclusion_end_requests). */
export type ExclusionEndRequestRow = {
  id: number;
  exclusion_until: Date;
  requested_at: Date;
  requested_ip: string;
  confirm_from: Date;
  lapses_at: Date;
  outcome: 'confirmed' | 'cancelled' | 'lapsed' | null;
  closed_at: Date | null;
  closed_ip: string | null;
};

const END_REQUEST_COLUMNS = `id, exclusion_until, requested_at, requested_ip, confirm_from,
  lapses_at, outcome, closed_at, closed_ip`;

/** The player's open request (not confirmed, withdrawn or closed as lapsed), if any. */
export async function openExclusionEndRequest(
  q: Queryable,
  uid: number,
): Promise<ExclusionEndRequestRow | null> {
  const [row] = await q.query<ExclusionEndRequestRow>(
    `SELECT ${END_REQUEST_COLUMNS} FROM rg_exclusion_end_requests
     WHERE uid = $1 AND outcome IS NULL`,
    [uid],
  );
  return row ?? null;
}

/** Every request the player has made to end a self-exclusion, newest first. */
export function exclusionEndRequestsOf(
  q: Queryable,
  uid: number,
): Promise<ExclusionEndRequestRow[]> {
  return q.query<ExclusionEndRequestRow>(
    `SELECT ${END_REQUEST_COLUMNS} FROM rg_exclusion_end_requests WHERE uid = $1 ORDER BY id DESC`,
    [uid],
  );
}

/** Records the player's request, from the session (and its address) they asked in. */
export async function addExclusionEndRequest(
  q: Queryable,
  r: {
    uid: number;
    exclusionUntil: Date;
    now: number;
    confirmFrom: number;
    lapsesAt: number;
    sessionId: string;
    ip: string;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO rg_exclusion_end_requests (uid, exclusion_until, requested_at, requested_session,
       requested_ip, confirm_from, lapses_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      r.uid,
      r.exclusionUntil,
      new Date(r.now),
      r.sessionId,
      r.ip,
      new Date(r.confirmFrom),
      new Date(r.lapsesAt),
    ],
  );
}

/**
 * Closes an open request: confirmed or withdrawn by the player (their session and address), or
 * lapsed (at its lapses_at, by nobody).
 */
export async function closeExclusionEndRequest(
  q: Queryable,
  id: number,
  outcome: 'confirmed' | 'cancelled' | 'lapsed',
  at: Date,
  by: { sessionId: string; ip: string } | null,
): Promise<void> {
  await q.query(
    `UPDATE rg_exclusion_end_requests
     SET outcome = $2, closed_at = $3, closed_session = $4, closed_ip = $5
     WHERE id = $1 AND outcome IS NULL`,
    [id, outcome, at, by?.sessionId ?? null, by?.ip ?? null],
  );
}
