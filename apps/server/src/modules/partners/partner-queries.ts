import type { Queryable } from '../../db/database.ts';

export type PartnerRow = { id: string; name: string; kind: 'wallet' | 'miniapp'; active: boolean };

export async function findPartner(q: Queryable, id: string): Promise<PartnerRow | null> {
  const rows = await q.query<PartnerRow>('SELECT * FROM partners WHERE id = $1', [id]);
  return rows[0] ?? null;
}

/** The player linked to a partner's user id, locked for the caller's transaction. */
export async function findLinkedMember(
  q: Queryable,
  partnerId: string,
  partnerUserId: string,
): Promise<number | null> {
  const rows = await q.query<{ uid: number }>(
    'SELECT uid FROM partner_members WHERE partner_id = $1 AND partner_user_id = $2 FOR UPDATE',
    [partnerId, partnerUserId],
  );
  return rows[0]?.uid ?? null;
}

/** Links a new player; false when a concurrent first visit linked one first. */
export async function linkMember(
  q: Queryable,
  link: { partnerId: string; partnerUserId: string; uid: number; now: number },
): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO partner_members (partner_id, partner_user_id, uid, created_at)
     VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING uid`,
    [link.partnerId, link.partnerUserId, link.uid, new Date(link.now)],
  );
  return rows.length === 1;
}

/** Remembers an accepted partner-call signature; false when it was accepted before. */
export async function rememberPartnerSignature(
  q: Queryable,
  signature: string,
  partnerId: string,
  expiresAt: number,
): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO partner_request_signatures (signature, partner_id, expires_at)
     VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING signature`,
    [signature, partnerId, new Date(expiresAt)],
  );
  return rows.length === 1;
}

export async function insertEntryToken(
  q: Queryable,
  t: { tokenHash: string; partnerId: string; uid: number; now: number; expiresAt: number },
): Promise<void> {
  await q.query(
    `INSERT INTO partner_entry_tokens (token_hash, partner_id, uid, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [t.tokenHash, t.partnerId, t.uid, new Date(t.now), new Date(t.expiresAt)],
  );
}

/** Uses an entry token up: its player when it was unused and unexpired, else null. */
export async function useEntryToken(
  q: Queryable,
  tokenHash: string,
  now: number,
): Promise<number | null> {
  const rows = await q.query<{ uid: number }>(
    `UPDATE partner_entry_tokens SET used_at = $2
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
     RETURNING uid`,
    [tokenHash, new Date(now)],
  );
  return rows[0]?.uid ?? null;
}

export async function pruneExpired(q: Queryable, now: number): Promise<void> {
  await q.query('DELETE FROM partner_entry_tokens WHERE expires_at < $1', [new Date(now)]);
  await q.query('DELETE FROM partner_request_signatures WHERE expires_at < $1', [new Date(now)]);
}

export type ProductRow = { id: number; name: string; price: string };

export async function listProducts(q: Queryable): Promise<ProductRow[]> {
  return q.query<ProductRow>(
    'SELECT id, name, price::text AS price FROM shop_products ORDER BY sorting, id',
  );
}
