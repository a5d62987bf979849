import type { SessionScope } from '@pisoplay/contract';
import type { Queryable } from '../../../db/database.ts';

export type SessionRow = {
  id: string;
  uid: number;
  expires_at: Date;
  verified_until: Date | null;
  kyc_status: number;
  scope: SessionScope;
};

export type NewSession = {
  id: string;
  uid: number;
  tokenHash: string;
  createdAt: number;
  expiresAt: number;
  ip: string;
  device: string;
  userAgent: string;
  scope: SessionScope;
};

export async function insertSession(q: Queryable, s: NewSession): Promise<void> {
  await q.query(
    `INSERT INTO member_sessions
       (id, uid, token_hash, created_at, expires_at, ip, device, user_agent, scope)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      s.id,
      s.uid,
      s.tokenHash,
      new Date(s.createdAt),
      new Date(s.expiresAt),
      s.ip,
      s.device,
      s.userAgent.slice(0, 300),
      s.scope,
    ],
  );
}

/** The live session of a token hash (not revoked, not expired), with its player's KYC status. */
export async function findLiveSession(
  q: Queryable,
  tokenHash: string,
  now: number,
): Promise<SessionRow | null> {
  const rows = await q.query<SessionRow>(
    `SELECT s.id, s.uid, s.expires_at, s.verified_until, m.kyc_status, s.scope
     FROM member_sessions s JOIN members m ON m.uid = s.uid
     WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2`,
    [tokenHash, new Date(now)],
  );
  return rows[0] ?? null;
}

/** Whether a token (live or ended) is one of a blocked player's sessions. */
export async function isBlockedPlayersToken(
  q: Queryable,
  tokenHash: string,
  blockedStatus: number,
): Promise<boolean> {
  const rows = await q.query(
    `SELECT 1 FROM member_sessions s JOIN members m ON m.uid = s.uid
     WHERE s.token_hash = $1 AND m.kyc_status = $2`,
    [tokenHash, blockedStatus],
  );
  return rows.length > 0;
}

export async function findSession(q: Queryable, id: string): Promise<SessionRow | null> {
  const rows = await q.query<SessionRow>(
    `SELECT s.id, s.uid, s.expires_at, s.verified_until, m.kyc_status, s.scope
     FROM member_sessions s JOIN members m ON m.uid = s.uid WHERE s.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** Revokes one session; false when it was already revoked. */
export async function revokeSession(
  q: Queryable,
  id: string,
  reason: string,
  now: number,
): Promise<boolean> {
  const rows = await q.query(
    `UPDATE member_sessions SET revoked_at = $3, revoked_reason = $2
     WHERE id = $1 AND revoked_at IS NULL RETURNING id`,
    [id, reason, new Date(now)],
  );
  return rows.length > 0;
}

/** Revokes every live session of a player, except `keepId` when given; returns how many. */
export async function revokeSessionsOf(
  q: Queryable,
  uid: number,
  reason: string,
  now: number,
  keepId?: string,
): Promise<number> {
  const rows = await q.query(
    `UPDATE member_sessions SET revoked_at = $3, revoked_reason = $2
     WHERE uid = $1 AND revoked_at IS NULL AND id IS DISTINCT FROM $4 RETURNING id`,
    [uid, reason, new Date(now), keepId ?? null],
  );
  return rows.length;
}

export async function setVerifiedUntil(q: Queryable, id: string, until: number): Promise<void> {
  await q.query('UPDATE member_sessions SET verified_until = $2 WHERE id = $1', [
    id,
    new Date(until),
  ]);
}

/** Drops sessions that ended more than 30 days ago, and withdraw tickets a day after their end. */
export async function pruneSessions(q: Queryable, now: number): Promise<void> {
  await q.query('DELETE FROM member_sessions WHERE expires_at < $1', [
    new Date(now - 30 * 24 * 3600_000),
  ]);
  await q.query('DELETE FROM member_withdraw_tickets WHERE expires_at < $1', [
    new Date(now - 24 * 3600_000),
  ]);
}

/** Keeps a withdraw-only ticket (its hash) for a player until `expiresAt`. */
export async function insertWithdrawTicket(
  q: Queryable,
  t: { ticketHash: string; uid: number; now: number; expiresAt: number },
): Promise<void> {
  await q.query(
    `INSERT INTO member_withdraw_tickets (ticket_hash, uid, created_at, expires_at)
     VALUES ($1, $2, $3, $4)`,
    [t.ticketHash, t.uid, new Date(t.now), new Date(t.expiresAt)],
  );
}

/** Spends a withdraw-only ticket once, within its time: its player, or null. */
export async function spendWithdrawTicket(
  q: Queryable,
  ticketHash: string,
  now: number,
): Promise<number | null> {
  const rows = await q.query<{ uid: number }>(
    `UPDATE member_withdraw_tickets SET used_at = $2
     WHERE ticket_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING uid`,
    [ticketHash, new Date(now)],
  );
  return rows[0]?.uid ?? null;
}
