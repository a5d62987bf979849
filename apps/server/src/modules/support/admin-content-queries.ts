import type {
  AdminHelpCentre,
  AdminHelpItem,
  AdminHelpTypeName,
  AdminNewsItem,
  AdminNewsTranslation,
  HelpType,
  Language,
} from '@pisoplay/contract';
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

const TRANSLATION_COLUMNS = `language, title, summary, content, ${stamp('updated_at')}, updated_by`;

const HELP_COLUMNS = `id, help_type_id AS "helpTypeId", language, title, sort, status, content,
  ${stamp('updated_at')}, updated_by`;

const TYPE_NAME_COLUMNS = `language, type_name, ${stamp('updated_at')}, updated_by`;

/** A news item as stored, without its translations. */
export type NewsRow = Omit<AdminNewsItem, 'translations'>;

/** The news items with their translations, each item's by language. */
export async function withTranslations(q: Queryable, rows: NewsRow[]): Promise<AdminNewsItem[]> {
  if (rows.length === 0) return [];
  const translations = await q.query<AdminNewsTranslation & { news_id: number }>(
    `SELECT news_id, ${TRANSLATION_COLUMNS} FROM news_translations
      WHERE news_id = ANY($1::int[]) ORDER BY news_id, language`,
    [rows.map((row) => row.id)],
  );
  return rows.map((row) => ({
    ...row,
    translations: translations
      .filter((t) => Number(t.news_id) === row.id)
      .map(({ news_id: _, ...translation }) => translation),
  }));
}

export async function listAdminNews(
  q: Queryable,
  page: number,
  pageSize: number,
): Promise<{ items: AdminNewsItem[]; total: number }> {
  const rows = await q.query<NewsRow>(
    `SELECT ${NEWS_COLUMNS} FROM news WHERE deleted_at IS NULL
     ORDER BY published_at DESC, id DESC LIMIT $1 OFFSET $2`,
    [pageSize, (page - 1) * pageSize],
  );
  const [count] = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM news WHERE deleted_at IS NULL',
  );
  return { items: await withTranslations(q, rows), total: count?.n ?? 0 };
}

/** A news item not deleted, locked for the save that reads it (null: none). */
export async function lockNews(q: Queryable, id: number): Promise<NewsRow | null> {
  const [row] = await q.query<NewsRow>(
    `SELECT ${NEWS_COLUMNS} FROM news WHERE id = $1 AND deleted_at IS NULL FOR UPDATE`,
    [id],
  );
  return row ?? null;
}

export type NewsTranslationFields = Pick<AdminNewsTranslation, 'title' | 'summary' | 'content'>;

/** A news item's translation into `language`, locked for the save that reads it (null: none). */
export async function lockNewsTranslation(
  q: Queryable,
  newsId: number,
  language: Language,
): Promise<AdminNewsTranslation | null> {
  const [row] = await q.query<AdminNewsTranslation>(
    `SELECT ${TRANSLATION_COLUMNS} FROM news_translations
      WHERE news_id = $1 AND language = $2 FOR UPDATE`,
    [newsId, language],
  );
  return row ?? null;
}

/**
 * Writes a news item's translation, or replaces it (a seeded one too): with `updated_at` and
 * `updated_by` set it is served whatever the English item becomes, and the seed leaves it.
 */
export async function writeNewsTranslation(
  q: Queryable,
  newsId: number,
  language: Language,
  text: NewsTranslationFields,
  by: { username: string; now: number },
): Promise<AdminNewsTranslation> {
  const [row] = await q.query<AdminNewsTranslation>(
    `INSERT INTO news_translations
       (news_id, language, title, summary, content, updated_at, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (news_id, language) DO UPDATE SET title = EXCLUDED.title,
       summary = EXCLUDED.summary, content = EXCLUDED.content,
       updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by
     RETURNING ${TRANSLATION_COLUMNS}`,
    [newsId, language, text.title, text.summary, text.content, new Date(by.now), by.username],
  );
  return row!;
}

export type NewsFields = Pick<NewsRow, 'title' | 'summary' | 'content' | 'image' | 'published_at'>;

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

/**
 * Every help category with its names in the other languages, and every article of every
 * language, published or hidden.
 */
export async function listAdminHelp(q: Queryable): Promise<AdminHelpCentre> {
  const types = await q.query<HelpType>(
    `SELECT id, type_name AS "typeName", image, sort FROM help_types ORDER BY sort, id`,
  );
  const names = await q.query<AdminHelpTypeName & { help_type_id: number }>(
    `SELECT help_type_id, ${TYPE_NAME_COLUMNS} FROM help_type_names
      ORDER BY help_type_id, language`,
  );
  const items = await q.query<AdminHelpItem>(
    `SELECT ${HELP_COLUMNS} FROM help_items ORDER BY help_type_id, language, sort, id`,
  );
  return {
    types: types.map((type) => ({
      ...type,
      names: names
        .filter((name) => Number(name.help_type_id) === type.id)
        .map(({ help_type_id: _, ...name }) => name),
    })),
    items,
  };
}

export async function helpTypeExists(q: Queryable, id: number): Promise<boolean> {
  return (await q.query('SELECT 1 FROM help_types WHERE id = $1', [id])).length > 0;
}

/**
 * A help category's name in `language`, the category locked for the save that reads it:
 * undefined when there is no such category, null when it has no name in the language.
 */
export async function lockHelpTypeName(
  q: Queryable,
  helpTypeId: number,
  language: Language,
): Promise<AdminHelpTypeName | null | undefined> {
  const types = await q.query('SELECT 1 FROM help_types WHERE id = $1 FOR UPDATE', [helpTypeId]);
  if (types.length === 0) return undefined;
  const [row] = await q.query<AdminHelpTypeName>(
    `SELECT ${TYPE_NAME_COLUMNS} FROM help_type_names WHERE help_type_id = $1 AND language = $2`,
    [helpTypeId, language],
  );
  return row ?? null;
}

/** Writes a help category's name in a language, or replaces it; the seed leaves it from then on. */
export async function writeHelpTypeName(
  q: Queryable,
  helpTypeId: number,
  language: Language,
  typeName: string,
  by: { username: string; now: number },
): Promise<AdminHelpTypeName> {
  const [row] = await q.query<AdminHelpTypeName>(
    `INSERT INTO help_type_names (help_type_id, language, type_name, updated_at, updated_by)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (help_type_id, language) DO UPDATE SET type_name = EXCLUDED.type_name,
       updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by
     RETURNING ${TYPE_NAME_COLUMNS}`,
    [helpTypeId, language, typeName, new Date(by.now), by.username],
  );
  return row!;
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
