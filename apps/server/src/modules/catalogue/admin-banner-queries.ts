import type { AdminBanner } from '@pisoplay/contract';
import type { Queryable, Row } from '../../db/database.ts';

/**
 * The operators' side of the banners (docs/back-office.md, "News, help and banners"): switched-off
 * banners too; a deleted one (`is_delete = 1`) stays in the table and is read by nobody.
 */
const COLUMNS = `id, brand, type, url, link, back_color, headline, subline, sorting, state,
  updated_at, updated_name`;

function toAdminBanner(r: Row): AdminBanner {
  return {
    id: Number(r.id),
    brand: String(r.brand),
    type: Number(r.type),
    url: String(r.url),
    link: String(r.link),
    back_color: String(r.back_color),
    headline: String(r.headline),
    subline: String(r.subline),
    sorting: Number(r.sorting),
    state: Number(r.state),
    updated_at: r.updated_at instanceof Date ? r.updated_at.toISOString() : String(r.updated_at),
    updated_name: String(r.updated_name),
  };
}

/** Banners not deleted, of one brand or all, by brand, place and order. */
export async function listAdminBanners(q: Queryable, brand?: string): Promise<AdminBanner[]> {
  const rows = await q.query(
    `SELECT ${COLUMNS} FROM banners WHERE is_delete = 0 AND ($1::text IS NULL OR brand = $1)
     ORDER BY brand, type, sorting, id`,
    [brand ?? null],
  );
  return rows.map(toAdminBanner);
}

/** A banner not deleted, locked for the save that reads it (null: none). */
export async function lockBanner(q: Queryable, id: number): Promise<AdminBanner | null> {
  const [row] = await q.query(
    `SELECT ${COLUMNS} FROM banners WHERE id = $1 AND is_delete = 0 FOR UPDATE`,
    [id],
  );
  return row ? toAdminBanner(row) : null;
}

export type BannerFields = Pick<
  AdminBanner,
  'brand' | 'type' | 'link' | 'back_color' | 'headline' | 'subline' | 'sorting' | 'state'
>;

/** The id a new banner will have (its image path holds it). */
export async function nextBannerId(q: Queryable): Promise<number> {
  const [row] = await q.query<{ id: string | number }>(
    `SELECT nextval(pg_get_serial_sequence('banners', 'id')) AS id`,
  );
  return Number(row!.id);
}

/** Inserts the banner with `id` (from `nextBannerId`) or changes it; answers it as stored. */
export async function writeBanner(
  q: Queryable,
  write: { id: number; insert: boolean; url: string },
  banner: BannerFields,
  by: { operatorId: number; username: string; now: number },
): Promise<AdminBanner> {
  const values = [
    write.id,
    banner.brand,
    banner.type,
    write.url,
    banner.link,
    banner.back_color,
    banner.headline,
    banner.subline,
    banner.sorting,
    banner.state,
    new Date(by.now),
    by.operatorId,
    by.username,
  ];
  const [row] = write.insert
    ? await q.query(
        `INSERT INTO banners (id, brand, type, url, link, back_color, headline, subline, sorting,
           state, created_at, updated_at, updated_uid, updated_name)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11, $12, $13) RETURNING ${COLUMNS}`,
        values,
      )
    : await q.query(
        `UPDATE banners SET brand = $2, type = $3, url = $4, link = $5, back_color = $6,
           headline = $7, subline = $8, sorting = $9, state = $10, updated_at = $11,
           updated_uid = $12, updated_name = $13
         WHERE id = $1 AND is_delete = 0 RETURNING ${COLUMNS}`,
        values,
      );
  if (!row) throw new Error(`Banner ${write.id} vanished while locked`);
  return toAdminBanner(row);
}

/** Marks a banner deleted (it stays in the table). */
export async function deleteBanner(
  q: Queryable,
  id: number,
  by: { operatorId: number; username: string; now: number },
): Promise<void> {
  await q.query(
    `UPDATE banners SET is_delete = 1, updated_at = $2, updated_uid = $3, updated_name = $4
     WHERE id = $1 AND is_delete = 0`,
    [id, new Date(by.now), by.operatorId, by.username],
  );
}
