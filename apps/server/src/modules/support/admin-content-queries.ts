import type { AdminHelpCentre, AdminHelpItem, AdminNewsItem, HelpType } from '@pisoplay/contract';
import type { Queryable } from '../../db/database.ts';

/**
 * The operators' side of the help centre and the news (docs/back-office.md, "News, help and
 * banners"): every row as stored (facts as `{{name}}`), hidden articles too; deleted news are
 * kept with `deleted_at` and read by nobody.
 */
const UTC = `'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;
const stamp = (column: string) =>
  `coalesce(to_char(${column} AT TIME ZONE 'UTC', ${UTC}), '') AS ${column}`;

const NEWS_COLUMNS = `id, title, summary, content, image,
  to_char(published_at AT TIME ZONE 'UTC', ${UTC}) AS published_at, ${stamp('updated_at')},
  updated_by`;

const HELP_COLUMNS = `id, help_type_id AS "helpTypeId", language, title, sort, status, content,
  ${stamp('updated_at')}, updated_by`;

export async function listAdminNews(
  q: Queryable,
  page: number,
  pageSize: number,
): Promise<{ items: AdminNewsItem[]; total: number }> {
  const items = await q.query<AdminNewsItem>(
    `SELECT ${NEWS_COLUMNS} FROM news WHERE deleted_at IS NULL
     ORDER BY published_at DESC, id DESC LIMIT $1 OFFSET $2`,
    [pageSize, (page - 1) * pageSize],
  );
  const [count] = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM news WHERE deleted_at IS NULL',
  );
  return { items, total: count?.n ?? 0 };
}

/** A news item not deleted, locked for the save that reads it (null: none). */
export async function lockNews(q: Queryable, id: number): Promise<AdminNewsItem | null> {
  const [row] = await q.query<AdminNewsItem>(
    `SELECT ${NEWS_COLUMNS} FROM news WHERE id = $1 AND deleted_at IS NULL FOR UPDATE`,
    [id],
  );
  return row ?? null;
}

export type NewsFields = Pick<
  AdminNewsItem,
  'title' | 'summary' | 'content' | 'image' | 'published_at'
>;

/** Saves a news item (a new one without `id`); answers its id. */
export async function writeNews(
  q: Queryable,
  id: number | null,
  news: NewsFields,
  by: { username: string; now: number },
): Promise<number> {
  const values = [
    news.title,
    news.summary,
    news.content,
    news.image,
    news.published_at,
    new Date(by.now),
    by.username,
  ];
  const [row] =
    id === null
      ? await q.query<{ id: number }>(
          `INSERT INTO news (title, summary, content, image, published_at, updated_at, updated_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
          values,
        )
      : await q.query<{ id: number }>(
          `UPDATE news SET title = $1, summary = $2, content = $3, image = $4, published_at = $5,
             updated_at = $6, updated_by = $7
           WHERE id = $8 AND deleted_at IS NULL RETURNING id`,
          [...values, id],
        );
  if (!row) throw new Error(`News item ${id} vanished while locked`);
  return Number(row.id);
}

/** Marks a news item deleted; false when there is none (or it was deleted already). */
export async function deleteNews(
  q: Queryable,
  id: number,
  by: { username: string; now: number },
): Promise<boolean> {
  const rows = await q.query(
    `UPDATE news SET deleted_at = $2, updated_at = $2, updated_by = $3
     WHERE id = $1 AND deleted_at IS NULL RETURNING id`,
    [id, new Date(by.now), by.username],
  );
  return rows.length > 0;
}

/** Every help category, and every article of every language, published or hidden. */
export async function listAdminHelp(q: Queryable): Promise<AdminHelpCentre> {
  const types = await q.query<HelpType>(
    `SELECT id, type_name AS "typeName", image, sort FROM help_types ORDER BY sort, id`,
  );
  const items = await q.query<AdminHelpItem>(
    `SELECT ${HELP_COLUMNS} FROM help_items ORDER BY help_type_id, language, sort, id`,
  );
  return { types, items };
}

export async function helpTypeExists(q: Queryable, id: number): Promise<boolean> {
  return (await q.query('SELECT 1 FROM help_types WHERE id = $1', [id])).length > 0;
}

/** An article, locked for the save that reads it (null: none). */
export async function lockHelpItem(q: Queryable, id: number): Promise<AdminHelpItem | null> {
  const [row] = await q.query<AdminHelpItem>(
    `SELECT ${HELP_COLUMNS} FROM help_items WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return row ?? null;
}

export type HelpFields = Pick<
  AdminHelpItem,
  'helpTypeId' | 'language' | 'title' | 'sort' | 'status' | 'content'
>;

/** Saves an article (a new one without `id`); answers it as stored. */
export async function writeHelpItem(
  q: Queryable,
  id: number | null,
  item: HelpFields,
  by: { username: string; now: number },
): Promise<AdminHelpItem> {
  const values = [
    item.helpTypeId,
    item.language,
    item.title,
    item.sort,
    item.status,
    item.content,
    new Date(by.now),
    by.username,
  ];
  const [row] =
    id === null
      ? await q.query<AdminHelpItem>(
          `INSERT INTO help_items (help_type_id, language, title, sort, status, content,
             updated_at, updated_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${HELP_COLUMNS}`,
          values,
        )
      : await q.query<AdminHelpItem>(
          `UPDATE help_items SET help_type_id = $1, language = $2, title = $3, sort = $4,
             status = $5, content = $6, updated_at = $7, updated_by = $8
           WHERE id = $9 RETURNING ${HELP_COLUMNS}`,
          [...values, id],
        );
  if (!row) throw new Error(`Help article ${id} vanished while locked`);
  return row;
}
