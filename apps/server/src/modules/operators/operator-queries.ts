import type { Queryable } from '../../db/database.ts';

export type OperatorRow = {
  id: number;
  username: string;
  password_hash: string;
  disabled: boolean;
};

export async function findOperatorByName(q: Queryable, username: string) {
  const rows = await q.query<OperatorRow>(
    'SELECT id, username, password_hash, disabled FROM operators WHERE lower(username) = lower($1)',
    [username],
  );
  return rows[0] ?? null;
}

/** Creates an operator or, when the name exists, sets its password. */
export async function upsertOperator(
  q: Queryable,
  o: { username: string; passwordHash: string; now: number },
): Promise<void> {
  const updated = await q.query(
    'UPDATE operators SET password_hash = $2 WHERE lower(username) = lower($1) RETURNING id',
    [o.username, o.passwordHash],
  );
  if (updated.length) return;
  await q.query('INSERT INTO operators (username, password_hash, created_at) VALUES ($1, $2, $3)', [
    o.username,
    o.passwordHash,
    new Date(o.now),
  ]);
}

export async function countOperators(q: Queryable): Promise<number> {
  const [row] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM operators');
  return row?.n ?? 0;
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
    `INSERT INTO operator_sessions (id, operator_id, token_hash, created_at, expires_at, ip)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [s.id, s.operatorId, s.tokenHash, new Date(s.now), new Date(s.expiresAt), s.ip],
  );
}

/** A live session of an operator who is not disabled, by token hash. */
export async function findLiveOperatorSession(q: Queryable, tokenHash: string, now: number) {
  const rows = await q.query<{ id: string; operator_id: number; username: string }>(
    `SELECT s.id, s.operator_id, o.username FROM operator_sessions s
     JOIN operators o ON o.id = s.operator_id
     WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND NOT o.disabled`,
    [tokenHash, new Date(now)],
  );
  return rows[0] ?? null;
}
