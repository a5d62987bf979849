import { notFound, validationError } from '@pisoplay/contract';
import type {
  AdminHelpCentre,
  AdminHelpItem,
  AdminHelpTypeName,
  AdminNewsItem,
  AdminNewsTranslation,
  Paged,
  ParsedPayloadOf,
  operatorCalls,
} from '@pisoplay/contract';
import type { OperatorCaller } from '../../caller.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../providers/clock.ts';
import { recordAudit } from '../../platform/audit/audit-queries.ts';
import { changedFields } from '../../platform/audit/changes.ts';
import { sanitizeContentHtml } from '../../platform/html/sanitize.ts';
import {
  deleteNews,
  helpTypeExists,
  listAdminHelp,
  listAdminNews,
  lockHelpItem,
  lockHelpTypeName,
  lockNews,
  lockNewsTranslation,
  withTranslations,
  writeHelpItem,
  writeHelpTypeName,
  writeNews,
  writeNewsTranslation,
} from './admin-content-queries.ts';
import type { HelpFields, NewsFields, NewsTranslationFields } from './admin-content-queries.ts';
import { unknownFacts } from './help-facts.ts';

export const CONTENT_MESSAGES = {
  newsNotFound: 'No such news item',
  helpNotFound: 'No such help article',
  helpTypeNotFound: 'No such help category',
  emptyHtml: 'The content has no text left once unsafe HTML is removed',
  unknownFact: (names: string[]) =>
    `${names.map((n) => `{{${n}}}`).join(', ')} names no fact the help centre knows`,
} as const;

const NEWS_FIELDS = ['title', 'summary', 'content', 'image', 'published_at'] as const;
const HELP_FIELDS = ['helpTypeId', 'language', 'title', 'sort', 'status', 'content'] as const;
const TRANSLATION_FIELDS = ['title', 'summary', 'content'] as const;

/** The HTML as stored: cleaned by the one policy (platform/html), and not empty once cleaned. */
function cleanHtml(html: string): string {
  const clean = sanitizeContentHtml(html);
  if (clean === '') throw validationError(CONTENT_MESSAGES.emptyHtml);
  return clean;
}

/** Texts are served with their `{{facts}}` filled in: a name with no fact would break the list. */
function checkFacts(...texts: string[]): void {
  const unknown = [...new Set(texts.flatMap(unknownFacts))];
  if (unknown.length > 0) throw validationError(CONTENT_MESSAGES.unknownFact(unknown));
}

/** A time as the news replies write it, to the second: '2026-11-01T09:00:00Z'. */
const utcSeconds = (time: string | number) =>
  new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * Operators write the news and the help articles, and their translations (docs/back-office.md,
 * "News, help and banners"): the HTML is cleaned before anything is stored, and each save or
 * delete commits with its audit row (the fields it changed, the reason).
 */
export function createAdminContentService(ctx: { db: Database; clock: Clock }) {
  return {
    async newsList(page: number, pageSize: number): Promise<Paged<AdminNewsItem>> {
      const { items, total } = await listAdminNews(ctx.db, page, pageSize);
      return { d: items, t: total, s: 1 };
    },

    async newsSave(
      caller: OperatorCaller,
      payload: ParsedPayloadOf<typeof operatorCalls.adminNewsSave>,
    ): Promise<AdminNewsItem> {
      const content = cleanHtml(payload.content);
      checkFacts(payload.title, payload.summary, content);
      const now = ctx.clock.now();
      return ctx.db.transaction(async (tx) => {
        const before = payload.id === undefined ? null : await lockNews(tx, payload.id);
        if (payload.id !== undefined && !before) throw notFound(CONTENT_MESSAGES.newsNotFound);
        const news: NewsFields = {
          title: payload.title,
          summary: payload.summary,
          content,
          image: payload.image ?? before?.image ?? '',
          published_at: utcSeconds(payload.published_at ?? before?.published_at ?? now),
        };
        const by = { username: caller.username, now };
        const id = await writeNews(tx, before?.id ?? null, news, by);
        await recordAudit(tx, {
          by: caller,
          action: 'news.save',
          targetUid: null,
          detail: {
            id,
            created: before === null,
            changes: changedFields(before, news, NEWS_FIELDS),
          },
          reason: payload.reason,
          now,
        });
        const [saved] = await withTranslations(tx, [(await lockNews(tx, id))!]);
        return saved!;
      });
    },

    /**
     * Writes or rewrites a news item's text in another language, cleaned and checked as the
     * English is. Players of the language read it from then on, even once the English changes
     * (the back office shows that the English changed after it).
     */
    async newsTranslationSave(
      caller: OperatorCaller,
      payload: ParsedPayloadOf<typeof operatorCalls.adminNewsTranslationSave>,
    ): Promise<AdminNewsTranslation> {
      const content = cleanHtml(payload.content);
      checkFacts(payload.title, payload.summary, content);
      const now = ctx.clock.now();
      return ctx.db.transaction(async (tx) => {
        // The item locked: a delete waits for the translation, or the translation is refused.
        if (!(await lockNews(tx, payload.news_id))) throw notFound(CONTENT_MESSAGES.newsNotFound);
        const before = await lockNewsTranslation(tx, payload.news_id, payload.language);
        const text: NewsTranslationFields = {
          title: payload.title,
          summary: payload.summary,
          content,
        };
        const by = { username: caller.username, now };
        const saved = await writeNewsTranslation(tx, payload.news_id, payload.language, text, by);
        await recordAudit(tx, {
          by: caller,
          action: 'news.translation.save',
          targetUid: null,
          detail: {
            id: payload.news_id,
            language: payload.language,
            created: before === null,
            changes: changedFields(before, text, TRANSLATION_FIELDS),
          },
          reason: payload.reason,
          now,
        });
        return saved;
      });
    },

    async newsDelete(
      caller: OperatorCaller,
      payload: ParsedPayloadOf<typeof operatorCalls.adminNewsDelete>,
    ): Promise<true> {
      const now = ctx.clock.now();
      return ctx.db.transaction(async (tx) => {
        const before = await lockNews(tx, payload.id);
        if (!before) throw notFound(CONTENT_MESSAGES.newsNotFound);
        await deleteNews(tx, payload.id, { username: caller.username, now });
        await recordAudit(tx, {
          by: caller,
          action: 'news.delete',
          targetUid: null,
          detail: { id: before.id, title: before.title, published_at: before.published_at },
          reason: payload.reason,
          now,
        });
        return true as const;
      });
    },

    helpList(): Promise<AdminHelpCentre> {
      return listAdminHelp(ctx.db);
    },

    async helpSave(
      caller: OperatorCaller,
      payload: ParsedPayloadOf<typeof operatorCalls.adminHelpSave>,
    ): Promise<AdminHelpItem> {
      const content = cleanHtml(payload.content);
      checkFacts(payload.title, content);
      const now = ctx.clock.now();
      return ctx.db.transaction(async (tx) => {
        if (!(await helpTypeExists(tx, payload.help_type_id))) {
          throw notFound(CONTENT_MESSAGES.helpTypeNotFound);
        }
        const before = payload.id === undefined ? null : await lockHelpItem(tx, payload.id);
        if (payload.id !== undefined && !before) throw notFound(CONTENT_MESSAGES.helpNotFound);
        const item: HelpFields = {
          helpTypeId: payload.help_type_id,
          language: payload.language,
          title: payload.title,
          sort: payload.sort,
          status: payload.status,
          content,
        };
        const by = { username: caller.username, now };
        const saved = await writeHelpItem(tx, before?.id ?? null, item, by);
        await recordAudit(tx, {
          by: caller,
          action: 'help.save',
          targetUid: null,
          detail: {
            id: saved.id,
            created: before === null,
            changes: changedFields(before, item, HELP_FIELDS),
          },
          reason: payload.reason,
          now,
        });
        return saved;
      });
    },

    /** Names a help category in another language; the seed leaves the name from then on. */
    async helpTypeNameSave(
      caller: OperatorCaller,
      payload: ParsedPayloadOf<typeof operatorCalls.adminHelpTypeNameSave>,
    ): Promise<AdminHelpTypeName> {
      const now = ctx.clock.now();
      return ctx.db.transaction(async (tx) => {
        const before = await lockHelpTypeName(tx, payload.help_type_id, payload.language);
        if (before === undefined) throw notFound(CONTENT_MESSAGES.helpTypeNotFound);
        const by = { username: caller.username, now };
        const saved = await writeHelpTypeName(
          tx,
          payload.help_type_id,
          payload.language,
          payload.type_name,
          by,
        );
        await recordAudit(tx, {
          by: caller,
          action: 'help.type_name.save',
          targetUid: null,
          detail: {
            id: payload.help_type_id,
            language: payload.language,
            created: before === null,
            changes: changedFields(before, { type_name: payload.type_name }, ['type_name']),
          },
          reason: payload.reason,
          now,
        });
        return saved;
      });
    },
  };
}
