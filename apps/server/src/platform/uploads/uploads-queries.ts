import type { Queryable } from '../../db/database.ts';

export type UploadRow = {
  object_key: string;
  uid: number;
  content_type: string;
  size_bytes: number;
  is_public: boolean;
  created_at: Date;
};

export async function insertUpload(
  q: Queryable,
  u: { key: string; uid: number; contentType: string; size: number; now: number },
): Promise<void> {
  await q.query(
    `INSERT INTO uploads (object_key, uid, content_type, size_bytes, created_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [u.key, u.uid, u.contentType, u.size, new Date(u.now)],
  );
}

export async function findUpload(q: Queryable, key: string): Promise<UploadRow | null> {
  const rows = await q.query<UploadRow>('SELECT * FROM uploads WHERE object_key = $1', [key]);
  return rows[0] ?? null;
}

export async function makeUploadPublic(q: Queryable, key: string): Promise<void> {
  await q.query('UPDATE uploads SET is_public = true WHERE object_key = $1', [key]);
}
