import { DEFAULT_LANGUAGE } from '@pisoplay/contract';
import type { FeedbackItem, HelpItem, HelpType, Language, NewsItem } from '@pisoplay/contract';
import type { Queryable } from '../../db/database.ts';
import { SEED_TRANSLATION_ID_OFFSET } from './seed/help-articles.ts';
import type { SeedHelpTranslation, SeedHelpType } from './seed/help-articles.ts';
import type { NEWS, SeedNewsTranslation } from './seed/news.ts';

/**
 * The help centre in one language: every category, named in the language where it has a name
 * in it, and the published articles of the language; a category with none in it has its English
 * ones (docs/support.md). Each in its order.
 */
export async function listHelp(
  q: Queryable,
  language: Language,
): Promise<{ types: HelpType[]; items: HelpItem[] }> {
  const types = await q.query<HelpType>(
    `SELECT t.id, coalesce(n.type_name, t.type_name) AS "typeName", t.image, t.sort
       FROM help_types t
       LEFT JOIN help_type_names n ON n.help_type_id = t.id AND n.language = $1
      ORDER BY t.sort, t.id`,
    [language],
  );
  const items = await q.query<HelpItem>(
    `SELECT id, help_type_id AS "helpTypeId", language, title, sort, status, content
       FROM help_items i
      WHERE status = 1 AND (language = $1 OR (language = $2 AND NOT EXISTS (
        SELECT 1 FROM help_items o
         WHERE o.status = 1 AND o.language = $1 AND o.help_type_id = i.help_type_id)))
      ORDER BY help_type_id, sort, id`,
    [language, DEFAULT_LANGUAGE],
  );
  return { types, items };
}

/**
 * Published articles of a language whose title or text holds any of the words, best match
 * first; English ones when none of the language's matches.
 */
export async function searchHelp(
  q: Queryable,
  words: string[],
  limit: number,
  language: Language = DEFAULT_LANGUAGE,
): Promise<{ id: number; title: string }[]> {
  if (words.length === 0) return [];
  const patterns = words.map((w) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const found = await q.query<{ id: number; title: string }>(
    `SELECT id, title FROM (
       SELECT id, title, sort,
              (SELECT count(*) FROM unnest($1::text[]) p WHERE title ILIKE p) * 3 +
              (SELECT count(*) FROM unnest($1::text[]) p WHERE content ILIKE p) AS score
         FROM help_items WHERE status = 1 AND language = $3) scored
      WHERE score > 0 ORDER BY score DESC, sort, id LIMIT $2`,
    [patterns, limit, language],
  );
  if (found.length > 0 || language === DEFAULT_LANGUAGE) return found;
  return searchHelp(q, words, limit, DEFAULT_LANGUAGE);
}

/**
 * The news not deleted, newest first, in `language` where an item has a translation in it (one
 * an operator wrote always, a seeded one only while its item is the seeded one); `language`
 * says which each is in.
 */
export async function listNews(
  q: Queryable,
  page: number,
  pageSize: number,
  language: Language = DEFAULT_LANGUAGE,
): Promise<{ items: (NewsItem & { language: Language })[]; total: number }> {
  const items = await q.query<NewsItem & { language: Language }>(
    `SELECT n.id, coalesce(t.title, n.title) AS title, coalesce(t.summary, n.summary) AS summary,
            coalesce(t.content, n.content) AS content, n.image,
            to_char(n.published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS published_at,
            coalesce(t.language, $4) AS language
       FROM news n
       LEFT JOIN news_translations t ON t.news_id = n.id AND t.language = $3
        AND (t.updated_by <> '' OR n.updated_at IS NULL)
      WHERE n.deleted_at IS NULL
      ORDER BY n.published_at DESC, n.id DESC LIMIT $1 OFFSET $2`,
    [pageSize, (page - 1) * pageSize, language, DEFAULT_LANGUAGE],
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
 * Seeds the help centre and the news, and their translations: fixed ids, so servers starting
 * together write each row once (ON CONFLICT), then the id sequences move past them for rows added
 * later. A translated article is a row of its own language, numbered from the English one
 * (SEED_TRANSLATION_ID_OFFSET). The seeded rows follow the seed on every start (their texts
 * quote facts that change with the rules), until an operator saves or deletes one (updated_at
 * set): from then on the operator's version stays (a category's name and a news translation
 * too). So a database made before a translation was seeded gets it at its next start.
 */
export async function seedSupportContent(
  q: Queryable,
  help: SeedHelpType[],
  news: typeof NEWS,
  translations: { help: SeedHelpTranslation[]; news: SeedNewsTranslation[] } = {
    help: [],
    news: [],
  },
): Promise<void> {
  const writeItem = (
    item: { id: number; title: string; content: string },
    typeId: number,
    sort: number,
    language: Language,
  ) =>
    q.query(
      `INSERT INTO help_items (id, help_type_id, language, title, sort, content)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title, content = EXCLUDED.content
         WHERE help_items.updated_at IS NULL`,
      [item.id, typeId, language, item.title, sort, item.content],
    );
  for (const [typeSort, type] of help.entries()) {
    await q.query(
      `INSERT INTO help_types (id, type_name, sort) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING`,
      [type.id, type.typeName, typeSort],
    );
    for (const [sort, item] of type.items.entries()) {
      await writeItem(item, type.id, sort, DEFAULT_LANGUAGE);
    }
  }
  for (const translation of translations.help) {
    const offset = SEED_TRANSLATION_ID_OFFSET[translation.language];
    if (offset === undefined) throw new Error(`No seed ids for ${translation.language}`);
    for (const type of help) {
      const name = translation.typeNames[type.id];
      if (name !== undefined) {
        await q.query(
          `INSERT INTO help_type_names (help_type_id, language, type_name) VALUES ($1, $2, $3)
           ON CONFLICT (help_type_id, language) DO UPDATE SET type_name = EXCLUDED.type_name
             WHERE help_type_names.updated_at IS NULL`,
          [type.id, translation.language, name],
        );
      }
      for (const [sort, item] of type.items.entries()) {
        const translated = translation.items[item.id];
        if (translated) {
          await writeItem(
            { id: item.id + offset, ...translated },
            type.id,
            sort,
            translation.language,
          );
        }
      }
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
  for (const translation of translations.news) {
    for (const item of news) {
      const translated = translation.items[item.id];
      if (!translated) continue;
      await q.query(
        `INSERT INTO news_translations (news_id, language, title, summary, content)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (news_id, language) DO UPDATE SET title = EXCLUDED.title,
           summary = EXCLUDED.summary, content = EXCLUDED.content
           WHERE news_translations.updated_at IS NULL`,
        [item.id, translation.language, translated.title, translated.summary, translated.content],
      );
    }
  }
  for (const table of ['help_types', 'help_items', 'news']) {
    await q.query(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`,
    );
  }
}
