import type { FeedbackItem, HelpItem, HelpType, NewsItem } from '@pisoplay/contract';
import type { Queryable } from '../../db/database.ts';
import type { SeedHelpType } from './seed/help-articles.ts';
import type { NEWS } from './seed/news.ts';

/** Published help categories and articles of one language, each in its order. */
export async function listHelp(
  q: Queryable,
  language: string,
): Promise<{ types: HelpType[]; items: HelpItem[] }> {
  const types = await q.query<HelpType>(
    `SELECT id, type_name AS "typeName", image, sort FROM help_types ORDER BY sort, id`,
  );
  const items = await q.query<HelpItem>(
    `SELECT id, help_type_id AS "helpTypeId", language, title, sort, status, content
       FROM help_items WHERE status = 1 AND language = $1 ORDER BY help_type_id, sort, id`,
    [language],
  );
  return { types, items };
}

/** Published articles whose title or text holds any of the words, best match first. */
export async function searchHelp(
  q: Queryable,
  words: string[],
  limit: number,
): Promise<{ id: number; title: string }[]> {
  if (words.length === 0) return [];
  const patterns = words.map((w) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  return q.query<{ id: number; title: string }>(
    `SELECT id, title FROM (
       SELECT id, title, sort,
              (SELECT count(*) FROM unnest($1::text[]) p WHERE title ILIKE p) * 3 +
              (SELECT count(*) FROM unnest($1::text[]) p WHERE content ILIKE p) AS score
         FROM help_items WHERE status = 1) scored
      WHERE score > 0 ORDER BY score DESC, sort, id LIMIT $2`,
    [patterns, limit],
  );
}

export async function listNews(
  q: Queryable,
  page: number,
  pageSize: number,
): Promise<{ items: NewsItem[]; total: number }> {
  const items = await q.query<NewsItem>(
    `SELECT id, title, summary, content, image, to_char(published_at AT TIME ZONE 'UTC',
            'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS published_at
       FROM news WHERE deleted_at IS NULL
      ORDER BY published_at DESC, id DESC LIMIT $1 OFFSET $2`,
    [pageSize, (page - 1) * pageSize],
  );
  const [count] = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM news WHERE deleted_at IS NULL',
  );
  return { items, total: count?.n ?? 0 };
}

export async function insertFeedback(
  q: Queryable,
  f: { uid: number | null; content: string; ip: string; now: number },
): Promise<void> {
  await q.query('INSERT INTO feedback (uid, content, ip, created_at) VALUES ($1, $2, $3, $4)', [
    f.uid,
    f.content,
    f.ip,
    new Date(f.now),
  ]);
}

export async function listFeedback(
  q: Queryable,
  page: number,
  pageSize: number,
): Promise<{ items: FeedbackItem[]; total: number }> {
  const items = await q.query<FeedbackItem>(
    `SELECT id, uid, content, to_char(created_at AT TIME ZONE 'UTC',
            'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
       FROM feedback ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
    [pageSize, (page - 1) * pageSize],
  );
  const [count] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM feedback');
  return { items, total: count?.n ?? 0 };
}

/**
 * Seeds the help centre and the news: fixed ids, so servers starting together write each row
 * once (ON CONFLICT), then the id sequences move past them for rows added later. The seeded rows
 * follow the seed on every start (their texts quote facts that change with the rules), until an
 * operator saves or deletes one (updated_at set): from then on the operator's version stays.
 */
export async function seedSupportContent(
  q: Queryable,
  help: SeedHelpType[],
  news: typeof NEWS,
): Promise<void> {
  for (const [typeSort, type] of help.entries()) {
    await q.query(
      `INSERT INTO help_types (id, type_name, sort) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING`,
      [type.id, type.typeName, typeSort],
    );
    for (const [sort, item] of type.items.entries()) {
      await q.query(
        `INSERT INTO help_items (id, help_type_id, title, sort, content)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title, content = EXCLUDED.content
           WHERE help_items.updated_at IS NULL`,
        [item.id, type.id, item.title, sort, item.content],
      );
    }
  }
  for (const item of news) {
    await q.query(
      `INSERT INTO news (id, title, summary, content, published_at)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title, summary = EXCLUDED.summary,
         content = EXCLUDED.content, published_at = EXCLUDED.published_at
         WHERE news.updated_at IS NULL`,
      [item.id, item.title, item.summary, item.content, item.published_at],
    );
  }
  for (const table of ['help_types', 'help_items', 'news']) {
    await q.query(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`,
    );
  }
}
