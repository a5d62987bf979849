import type { OperatorAccount, OperatorRole } from '@pisoplay/contract';
import type { Queryable } from '../../db/database.ts';

export type OperatorRow = {
  id: number;
  username: string;
  password_hash: string;
  disabled: boolean;
  role: OperatorRole;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: string | null;
};

const OPERATOR_COLUMNS =
  'id, username, password_hash, disabled, role, totp_secret, totp_pending_secret, totp_last_step';

export async function findOperatorByName(q: Queryable, username: string) {
  const rows = await q.query<OperatorRow>(
    `SELECT ${OPERATOR_COLUMNS} FROM operators WHERE lower(username) = lower($1)`,
    [username],
  );
  return rows[0] ?? null;
}

export async function findOperatorById(q: Queryable, id: number, forUpdate = false) {
  const rows = await q.query<OperatorRow>(
    `SELECT ${OPERATOR_COLUMNS} FROM operators WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

/** Creates an operator or, when the name exists, sets its password and role (the CLI, the seed). */
export async function upsertOperator(
  q: Queryable,
  o: { username: string; passwordHash: string; role: OperatorRole; now: number },
): Promise<void> {
  await q.query(
    `INSERT INTO operators (username, password_hash, role, created_at, created_by)
     VALUES ($1, $2, $3, $4, 'cli')
     ON CONFLICT ((lower(username))) DO UPDATE SET password_hash = $2, role = $3`,
    [o.username, o.passwordHash, o.role, new Date(o.now)],
  );
}

export async function countOperators(q: Queryable): Promise<number> {
  const [row] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM operators');
  return row?.n ?? 0;
}

type AccountRow = {
  id: number;
  username: string;
  role: OperatorRole;
  phone: string | null;
  disabled: boolean;
  totp_enrolled_at: Date | null;
  created_at: Date;
  created_by: string | null;
  last_seen_at: Date | null;
};

const toAccount = (r: AccountRow): OperatorAccount => ({
  id: r.id,
  username: r.username,
  role: r.role,
  phone: r.phone,
  disabled: r.disabled,
  totp_enrolled: r.totp_enrolled_at !== null,
  created_at: r.created_at.toISOString(),
  created_by: r.created_by,
  last_seen_at: r.last_seen_at?.toISOString() ?? '',
});

const ACCOUNT_SELECT = `SELECT o.id, o.username, o.role, o.phone, o.disabled, o.totp_enrolled_at,
    o.created_at, o.created_by,
    (SELECT max(s.last_seen_at) FROM operator_sessions s WHERE s.operator_id = o.id) AS last_seen_at
  FROM operators o`;

export async function listOperatorAccounts(q: Queryable): Promise<OperatorAccount[]> {
  const rows = await q.query<AccountRow>(`${ACCOUNT_SELECT} ORDER BY lower(o.username)`);
  return rows.map(toAccount);
}

export async function findOperatorAccount(q: Queryable, username: string) {
  const rows = await q.query<AccountRow>(`${ACCOUNT_SELECT} WHERE lower(o.username) = lower($1)`, [
    username,
  ]);
  return rows[0] ? toAccount(rows[0]) : null;
}

export async function insertOperatorAccount(
  q: Queryable,
  o: {
    username: string;
    role: OperatorRole;
    phone: string | null;
    passwordHash: string;
    createdBy: string;
    now: number;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO operators (username, password_hash, role, phone, created_at, created_by)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [o.username, o.passwordHash, o.role, o.phone, new Date(o.now), o.createdBy],
  );
}

/** Changes the fields given (undefined leaves one as it is; reset_totp clears the second factor). */
export async function updateOperatorAccount(
  q: Queryable,
  id: number,
  change: {
    role: OperatorRole;
    phone?: string | null;
    passwordHash?: string;
    disabled?: boolean;
    resetTotp?: boolean;
  },
): Promise<void> {
  await q.query(
    `UPDATE operators SET role = $2,
       phone = CASE WHEN $3::boolean THEN $4 ELSE phone END,
       password_hash = coalesce($5, password_hash),
       disabled = coalesce($6, disabled),
       totp_secret = CASE WHEN $7::boolean THEN NULL ELSE totp_secret END,
       totp_enrolled_at = CASE WHEN $7::boolean THEN NULL ELSE totp_enrolled_at END,
       totp_pending_secret = CASE WHEN $7::boolean THEN NULL ELSE totp_pending_secret END
     WHERE id = $1`,
    [
      id,
      change.role,
      change.phone !== undefined,
      change.phone ?? null,
      change.passwordHash ?? null,
      change.disabled ?? null,
      change.resetTotp === true,
    ],
  );
}

export async function setPendingTotp(q: Queryable, id: number, sealed: string): Promise<void> {
  await q.query('UPDATE operators SET totp_pending_secret = $2 WHERE id = $1', [id, sealed]);
}

export async function insertOperatorSession(
  q: Queryable,
  s: {
    id: string;
    operatorId: number;
    tokenHash: string;
    now: number;
    expiresAt: number;
    ip: string;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO operator_sessions (id, operator_id, token_hash, created_at, last_seen_at, expires_at, ip)
     VALUES ($1, $2, $3, $4, $4, $5, $6)`,
    [s.id, s.operatorId, s.tokenHash, new Date(s.now), new Date(s.expiresAt), s.ip],
  );
}

/**
 * The live session of a token (not revoked, not expired, used within the idle time, its operator
 * not disabled), marked as used now: one statement, so an idle session cannot be revived.
 */
export async function touchOperatorSession(
  q: Queryable,
  tokenHash: string,
  now: number,
  idleMs: number,
) {
  const rows = await q.query<{
    id: string;
    operator_id: number;
    username: string;
    role: OperatorRole;
  }>(
    `UPDATE operator_sessions s SET last_seen_at = $2
     FROM operators o
     WHERE o.id = s.operator_id AND s.token_hash = $1 AND s.revoked_at IS NULL
       AND s.expires_at > $2 AND s.last_seen_at > $3 AND NOT o.disabled
     RETURNING s.id, s.operator_id, o.username, o.role`,
    [tokenHash, new Date(now), new Date(now - idleMs)],
  );
  return rows[0] ?? null;
}

/** Ends one session, or every live session of the operator; answers how many ended. */
export async function revokeOperatorSessions(
  q: Queryable,
  operatorId: number,
  now: number,
  sessionId?: string,
): Promise<number> {
  const rows = await q.query(
    `UPDATE operator_sessions SET revoked_at = $2
     WHERE operator_id = $1 AND revoked_at IS NULL AND ($3::text IS NULL OR id = $3)
     RETURNING id`,
    [operatorId, new Date(now), sessionId ?? null],
  );
  return rows.length;
}

export async function insertLoginTicket(
  q: Queryable,
  t: {
    ticketHash: string;
    operatorId: number;
    enrolSecret: string | null;
    expiresAt: number;
    ip: string;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO operator_login_tickets (ticket_hash, operator_id, enrol_secret, expires_at, ip)
     VALUES ($1, $2, $3, $4, $5)`,
    [t.ticketHash, t.operatorId, t.enrolSecret, new Date(t.expiresAt), t.ip],
  );
}

/** A live ticket, locked, with one more attempt counted. */
export async function takeLoginTicket(q: Queryable, ticketHash: string, now: number) {
  const rows = await q.query<{
    operator_id: number;
    enrol_secret: string | null;
    attempts: number;
  }>(
    `UPDATE operator_login_tickets SET attempts = attempts + 1
     WHERE ticket_hash = $1 AND expires_at > $2
     RETURNING operator_id, enrol_secret, attempts`,
    [ticketHash, new Date(now)],
  );
  return rows[0] ?? null;
}

/** Uses a ticket up (false when another request already did, or it expired); sweeps old ones. */
export async function useLoginTicket(
  q: Queryable,
  ticketHash: string,
  now: number,
): Promise<boolean> {
  const used = await q.query(
    'DELETE FROM operator_login_tickets WHERE ticket_hash = $1 AND expires_at > $2 RETURNING 1',
    [ticketHash, new Date(now)],
  );
  await q.query('DELETE FROM operator_login_tickets WHERE expires_at < $1', [new Date(now)]);
  return used.length === 1;
}

/**
 * Records the step a code was accepted for (false when a code of this or a later step was
 * already used: each code signs in once); with `enrol`, the sealed secret it enrols.
 */
export async function acceptTotp(
  q: Queryable,
  id: number,
  step: number,
  now: number,
  enrol: string | null,
): Promise<boolean> {
  const rows = await q.query(
    `UPDATE operators SET totp_last_step = $2,
       totp_secret = coalesce($4, totp_secret),
       totp_enrolled_at = CASE WHEN $4::text IS NULL THEN totp_enrolled_at ELSE $3 END,
       totp_pending_secret = CASE WHEN $4::text IS NULL THEN totp_pending_secret ELSE NULL END
     WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2)
     RETURNING 1`,
    [id, step, new Date(now), enrol],
  );
  return rows.length === 1;
}
