import type { Queryable } from '../../db/database.ts';

/**
 * Signatures of signed calls already seen (request_signatures), players' and operators' alike:
 * a signature is accepted once within its window, whichever server receives it.
 */
/** Remembers a signature; false when it was seen before (a replay). */
export async function rememberSignature(
  q: Queryable,
  signature: string,
  sessionId: string,
  expiresAt: number,
): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO request_signatures (signature, session_id, expires_at) VALUES ($1, $2, $3)
     ON CONFLICT (signature) DO NOTHING RETURNING 1 AS ok`,
    [signature, sessionId, new Date(expiresAt)],
  );
  return rows.length > 0;
}

/** Drops signatures past their window. */
export async function pruneSignatures(q: Queryable, now: number): Promise<void> {
  await q.query('DELETE FROM request_signatures WHERE expires_at < $1', [new Date(now)]);
}
