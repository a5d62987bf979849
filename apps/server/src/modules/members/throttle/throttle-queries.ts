import type { Queryable } from '../../../db/database.ts';
import type { ThrottleRule } from '../rules.ts';

/** Failure counters and locks of auth_throttle (shared by every server through the database). */

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

/**
 * Counts one failure in the rule's window (a window older than `windowMs` starts over). When the
 * count reaches `max` the subject is locked for `lockMs` and the count starts over; the end of
 * that lock is returned, else null.
 */
export async function recordFailure(
  q: Queryable,
  scope: string,
  subject: string,
  rule: ThrottleRule,
  now: number,
): Promise<number | null> {
  const [row] = await q.query<{ failures: number }>(
    `INSERT INTO auth_throttle (scope, subject, failures, window_started_at)
     VALUES ($1, $2, 1, $3)
     ON CONFLICT (scope, subject) DO UPDATE SET
       failures = CASE WHEN auth_throttle.window_started_at <= $4 THEN 1
                       ELSE auth_throttle.failures + 1 END,
       window_started_at = CASE WHEN auth_throttle.window_started_at <= $4 THEN $3
                                ELSE auth_throttle.window_started_at END
     RETURNING failures`,
    [scope, subject, new Date(now), new Date(now - rule.windowMs)],
  );
  if (!row || row.failures < rule.max) return null;
  const until = now + rule.lockMs;
  await lockSubject(q, scope, subject, until, now);
  return until;
}

/** Locks the subject until `until` and starts its failure count over. */
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
       SET failures = 0, window_started_at = $3, locked_until = $4`,
    [scope, subject, new Date(now), new Date(until)],
  );
}

/** Forgets the failures after a success (a lock in force stays). */
export async function clearFailures(q: Queryable, scope: string, subject: string): Promise<void> {
  await q.query(
    'UPDATE auth_throttle SET failures = 0 WHERE scope = $1 AND subject = $2 AND failures > 0',
    [scope, subject],
  );
}

/**
 * Takes the row lock of a subject for the rest of the transaction, so two servers handling the
 * same phone at once take turns.
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

/** Forgets failures and any lock of the subject (e.g. after a password reset). */
export async function unlock(q: Queryable, scope: string, subject: string): Promise<void> {
  await q.query('DELETE FROM auth_throttle WHERE scope = $1 AND subject = $2', [scope, subject]);
}
