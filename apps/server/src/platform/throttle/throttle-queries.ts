import type { Queryable } from '../../db/database.ts';
import type { ThrottleRule } from './throttle-rule.ts';

/**
 * Attempt counters and locks of auth_throttle, shared by every server through the database.
 *
 * A limit is taken before the work it guards: `takeAttempt` counts the attempt and answers
 * whether it may go ahead in one statement, so N concurrent attempts can never pass a limit of
 * M < N, on one connection or on a pool. The caller then forgets the attempt when it succeeded
 * (`clearAttempts`, `forgetAttempt`) or locks the subject when a failure used up the limit
 * (`lockSubject`).
 */

export type Attempt =
  { allowed: true; count: number } | { allowed: false; count: number; retryAt: number };

/**
 * Counts one attempt in the rule's window and answers whether it is within the limit. A window
 * older than `windowMs` or an ended lock starts the count over; while the subject is locked
 * nothing is counted and the answer is no.
 */
export async function takeAttempt(
  q: Queryable,
  scope: string,
  subject: string,
  rule: ThrottleRule,
  now: number,
): Promise<Attempt> {
  const [row] = await q.query<{
    failures: number;
    window_started_at: Date;
    locked_until: Date | null;
  }>(
    `INSERT INTO auth_throttle AS t (scope, subject, failures, window_started_at)
     VALUES ($1, $2, 1, $3)
     ON CONFLICT (scope, subject) DO UPDATE SET
       failures = CASE WHEN t.locked_until > $3 THEN t.failures
                       WHEN t.locked_until IS NOT NULL OR t.window_started_at <= $4 THEN 1
                       ELSE t.failures + 1 END,
       window_started_at = CASE WHEN t.locked_until > $3 THEN t.window_started_at
                                WHEN t.locked_until IS NOT NULL OR t.window_started_at <= $4 THEN $3
                                ELSE t.window_started_at END,
       locked_until = CASE WHEN t.locked_until > $3 THEN t.locked_until END
     RETURNING failures, window_started_at, locked_until`,
    [scope, subject, new Date(now), new Date(now - rule.windowMs)],
  );
  if (!row) throw new Error('auth_throttle upsert returned no row');
  if (row.locked_until) {
    return { allowed: false, count: row.failures, retryAt: row.locked_until.getTime() };
  }
  if (row.failures > rule.max) {
    return {
      allowed: false,
      count: row.failures,
      retryAt: row.window_started_at.getTime() + rule.windowMs,
    };
  }
  return { allowed: true, count: row.failures };
}

/** The end of the subject's lock, or null when it is not locked at `now`. */
export async function lockedUntil(
  q: Queryable,
  scope: string,
  subject: string,
  now: number,
): Promise<number | null> {
  const rows = await q.query<{ locked_until: Date }>(
    'SELECT locked_until FROM auth_throttle WHERE scope = $1 AND subject = $2 AND locked_until > $3',
    [scope, subject, new Date(now)],
  );
  return rows[0] ? rows[0].locked_until.getTime() : null;
}

/** Locks the subject until `until`; the count starts over when the lock ends. */
export async function lockSubject(
  q: Queryable,
  scope: string,
  subject: string,
  until: number,
  now: number,
): Promise<void> {
  await q.query(
    `INSERT INTO auth_throttle (scope, subject, failures, window_started_at, locked_until)
     VALUES ($1, $2, 0, $3, $4)
     ON CONFLICT (scope, subject) DO UPDATE
       SET locked_until = GREATEST(auth_throttle.locked_until, $4)`,
    [scope, subject, new Date(now), new Date(until)],
  );
}

/** Forgets every counted attempt after a success (a lock in force stays). */
export async function clearAttempts(q: Queryable, scope: string, subject: string): Promise<void> {
  await q.query(
    'UPDATE auth_throttle SET failures = 0 WHERE scope = $1 AND subject = $2 AND failures > 0',
    [scope, subject],
  );
}

/** Gives one attempt back: it succeeded, or it was refused before doing any work. */
export async function forgetAttempt(q: Queryable, scope: string, subject: string): Promise<void> {
  await q.query(
    'UPDATE auth_throttle SET failures = failures - 1 WHERE scope = $1 AND subject = $2 AND failures > 0',
    [scope, subject],
  );
}

/**
 * Takes the row lock of a subject for the rest of the transaction, so two requests (or two
 * servers) handling the same subject at once take turns.
 */
export async function serialize(
  q: Queryable,
  scope: string,
  subject: string,
  now: number,
): Promise<void> {
  await q.query(
    `INSERT INTO auth_throttle (scope, subject, failures, window_started_at)
     VALUES ($1, $2, 0, $3) ON CONFLICT (scope, subject) DO NOTHING`,
    [scope, subject, new Date(now)],
  );
  await q.query('SELECT 1 FROM auth_throttle WHERE scope = $1 AND subject = $2 FOR UPDATE', [
    scope,
    subject,
  ]);
}

/** Drops rows whose window and lock are long over. */
export async function pruneThrottle(q: Queryable, now: number): Promise<void> {
  await q.query(
    `DELETE FROM auth_throttle
     WHERE window_started_at < $1 AND (locked_until IS NULL OR locked_until < $2)`,
    [new Date(now - 24 * 3600_000), new Date(now)],
  );
}

/** Forgets attempts and locks of the subjects that start with `prefix` (e.g. after a reset). */
export async function unlockStartingWith(
  q: Queryable,
  scope: string,
  prefix: string,
): Promise<void> {
  await q.query('DELETE FROM auth_throttle WHERE scope = $1 AND starts_with(subject, $2)', [
    scope,
    prefix,
  ]);
}

/** Forgets attempts and any lock of one subject. */
export async function unlock(q: Queryable, scope: string, subject: string): Promise<void> {
  await q.query('DELETE FROM auth_throttle WHERE scope = $1 AND subject = $2', [scope, subject]);
}
