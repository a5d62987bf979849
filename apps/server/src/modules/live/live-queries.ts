import type { Queryable } from '../../db/database.ts';

export async function insertLiveTicket(
  q: Queryable,
  ticket: { hash: string; uid: number; expiresAt: number; now: number },
): Promise<void> {
  // Spent tickets are deleted; expired ones are cleared as new ones are made.
  await q.query('DELETE FROM live_tickets WHERE expires_at < $1', [new Date(ticket.now)]);
  await q.query('INSERT INTO live_tickets (ticket_hash, uid, expires_at) VALUES ($1, $2, $3)', [
    ticket.hash,
    ticket.uid,
    new Date(ticket.expiresAt),
  ]);
}

/** Spends a ticket: answers its player, once, or null when unknown, spent or expired. */
export async function spendLiveTicket(
  q: Queryable,
  hash: string,
  now: number,
): Promise<number | null> {
  const [row] = await q.query<{ uid: number }>(
    'DELETE FROM live_tickets WHERE ticket_hash = $1 AND expires_at > $2 RETURNING uid',
    [hash, new Date(now)],
  );
  return row?.uid ?? null;
}
