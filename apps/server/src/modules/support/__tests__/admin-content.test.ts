import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { calls, operatorCalls } from '@pisoplay/contract';
import type { AdminNewsItem, HelpItem, NewsItem, Session } from '@pisoplay/contract';
import {
  call,
  okData,
  signInOperator,
  signedCall,
  testApp,
  testDatabase,
} from '../../../test/harness.ts';
import { CONTENT_MESSAGES } from '../admin-content-service.ts';
import { seedSupportContent } from '../support-queries.ts';

// Docs: docs/back-office.md, "News, help and banners".
const HOSTILE =
  '<p onclick="alert(1)">Read <strong>this</strong></p><script>alert(1)</script>' +
  '<img src=x onerror=alert(1)><a href="javascript:alert(1)">click</a>' +
  '<iframe src="https://evil.example"></iframe><a href="https://example.ph/help">help</a>';
const CLEAN =
  '<p>Read <strong>this</strong></p><img src="x" />' +
  '<a rel="noopener noreferrer" target="_blank">click</a>' +
  '<a href="https://example.ph/help" rel="noopener noreferrer" target="_blank">help</a>';

/** Nothing of the hostile markup may reach a player. */
function expectHarmless(html: string): void {
  expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/i);
}

describe('operators manage news and help articles', () => {
  let app: FastifyInstance;
  let admin: Session;
  let support: Session;
  const tag = `qa${randomInt(1e9)}`;
  const createdNews: number[] = [];
  const createdHelp: number[] = [];

  beforeAll(async () => {
    app = await testApp();
    admin = await signInOperator(app, `content-admin-${tag}`, 'admin');
    support = await signInOperator(app, `content-support-${tag}`, 'support');
  });
  afterAll(async () => {
    // Leave the worker's shared database as the other suites expect it: no extra news or
    // published articles.
    for (const id of createdNews) {
      await signedCall(app, admin, operatorCalls.adminNewsDelete, { id, reason: 'QA cleanup' });
    }
    const db = await testDatabase();
    if (createdHelp.length) {
      await db.query('UPDATE help_items SET status = 0 WHERE id = ANY($1::int[])', [createdHelp]);
    }
    await app.close();
  });

  async function playersNews(lang = 'en_US'): Promise<NewsItem[]> {
    return (
      await okData(call(app, calls.newsList, { page: 1, page_size: 50 }, { headers: { lang } }))
    ).d;
  }
  async function listedNews(id: number): Promise<AdminNewsItem | undefined> {
    const listed = await okData(
      signedCall(app, support, operatorCalls.adminNewsList, { page: 1, page_size: 100 }),
    );
    return listed.d.find((n) => n.id === id);
  }
  async function translationAudits(id: number) {
    const db = await testDatabase();
    return db.query<{ reason: string; detail: Record<string, unknown> }>(
      `SELECT reason, detail FROM audit_log
       WHERE action = 'news.translation.save' AND (detail->>'id')::int = $1 ORDER BY id`,
      [id],
    );
  }
  async function playersHelp(): Promise<HelpItem[]> {
    return (await okData(call(app, calls.helpList, {}))).items;
  }
  async function auditRows(action: string, id: number) {
    const db = await testDatabase();
    return db.query<{ operator_username: string; reason: string; detail: Record<string, unknown> }>(
      `SELECT operator_username, reason, detail FROM audit_log
       WHERE action = $1 AND (detail->>'id')::int = $2 ORDER BY id`,
      [action, id],
    );
  }
  async function createNews(title: string, content = '<p>Body</p>'): Promise<AdminNewsItem> {
    const news = await okData(
      signedCall(app, admin, operatorCalls.adminNewsSave, {
        title,
        summary: 'Summary',
        content,
        reason: 'QA news',
      }),
    );
    createdNews.push(news.id);
    return news;
  }

  it('stores a news item with its HTML cleaned, and players read it cleaned', async () => {
    const saved = await okData(
      signedCall(app, admin, operatorCalls.adminNewsSave, {
        title: `Hostile ${tag}`,
        summary: 'A summary with {{deposit.min}}',
        content: HOSTILE,
        published_at: '2026-11-20T08:00:00+08:00',
        reason: 'Announce the help page',
      }),
    );
    createdNews.push(saved.id);
    expect(saved).toMatchObject({
      title: `Hostile ${tag}`,
      content: CLEAN,
      image: '',
      published_at: '2026-11-20T00:00:00Z',
      updated_by: `content-admin-${tag}`,
    });

    const served = (await playersNews()).find((n) => n.id === saved.id)!;
    expect(served.content).toBe(CLEAN);
    expectHarmless(served.content);
    // Facts are filled in for players; operators see them as written.
    expect(served.summary).toMatch(/^A summary with PHP \d/);
    const listed = await okData(
      signedCall(app, support, operatorCalls.adminNewsList, { page: 1, page_size: 100 }),
    );
    expect(listed.d.find((n) => n.id === saved.id)?.summary).toBe('A summary with {{deposit.min}}');

    const [audit] = await auditRows('news.save', saved.id);
    expect(audit).toMatchObject({
      operator_username: `content-admin-${tag}`,
      reason: 'Announce the help page',
      detail: {
        id: saved.id,
        created: true,
        changes: { content: { from: null, to: CLEAN }, title: { to: `Hostile ${tag}` } },
      },
    });
  });

  it('edits a news item: the players see the change, the audit row says what changed', async () => {
    const news = await createNews(`Edit me ${tag}`);
    const edited = await okData(
      signedCall(app, admin, operatorCalls.adminNewsSave, {
        id: news.id,
        title: `Edited ${tag}`,
        summary: 'Summary',
        content: '<p>New</p><a href="javascript:alert(1)">x</a><script>alert(1)</script>',
        image: 'news/summer.png',
        reason: 'Typo',
      }),
    );
    expect(edited).toMatchObject({
      id: news.id,
      title: `Edited ${tag}`,
      content: '<p>New</p><a rel="noopener noreferrer" target="_blank">x</a>',
      image: 'news/summer.png',
      // Not sent: kept.
      published_at: news.published_at,
    });
    const served = (await playersNews()).find((n) => n.id === news.id)!;
    expect(served).toMatchObject({ title: `Edited ${tag}`, image: 'news/summer.png' });
    expectHarmless(served.content);

    const rows = await auditRows('news.save', news.id);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ reason: 'Typo', detail: { created: false } });
    expect(Object.keys(rows[1]!.detail.changes as object).sort()).toEqual([
      'content',
      'image',
      'title',
    ]);
  });

  it('deletes a news item: gone from both lists, audited, and the seed does not bring it back', async () => {
    const news = await createNews(`Delete me ${tag}`);
    expect(
      await okData(
        signedCall(app, admin, operatorCalls.adminNewsDelete, { id: news.id, reason: 'Outdated' }),
      ),
    ).toBe(true);
    expect((await playersNews()).some((n) => n.id === news.id)).toBe(false);
    const listed = await okData(
      signedCall(app, admin, operatorCalls.adminNewsList, { page: 1, page_size: 100 }),
    );
    expect(listed.d.some((n) => n.id === news.id)).toBe(false);
    expect(await auditRows('news.delete', news.id)).toMatchObject([
      { reason: 'Outdated', detail: { id: news.id, title: `Delete me ${tag}` } },
    ]);
    const again = await signedCall(app, admin, operatorCalls.adminNewsDelete, {
      id: news.id,
      reason: 'Twice',
    });
    expect(again.statusCode).toBe(404);

    // A seeded row the operator deleted or edited keeps the operator's version at the next start.
    const edited = await createNews(`Edited seed ${tag}`);
    const db = await testDatabase();
    const seeded = (id: number) => ({
      id,
      title: 'From the seed',
      summary: 'Seed',
      content: 'Seed',
      published_at: '2026-01-01T00:00:00Z',
    });
    await seedSupportContent(db, [], [seeded(news.id), seeded(edited.id)]);
    expect((await playersNews()).some((n) => n.id === news.id)).toBe(false);
    expect((await playersNews()).find((n) => n.id === edited.id)?.title).toBe(`Edited seed ${tag}`);
  });

  it('creates and edits a help article with its HTML cleaned; hidden ones only operators see', async () => {
    const centre = await okData(signedCall(app, support, operatorCalls.adminHelpList, {}));
    const type = centre.types[0]!;
    const article = await okData(
      signedCall(app, admin, operatorCalls.adminHelpSave, {
        help_type_id: type.id,
        language: 'en_US',
        title: `Hostile article ${tag}`,
        sort: 9000,
        status: 1,
        content: HOSTILE,
        reason: 'New article',
      }),
    );
    createdHelp.push(article.id);
    expect(article).toMatchObject({ helpTypeId: type.id, content: CLEAN, status: 1 });
    const served = (await playersHelp()).find((i) => i.id === article.id)!;
    expect(served.content).toBe(CLEAN);
    expectHarmless(served.content);

    const hidden = await okData(
      signedCall(app, admin, operatorCalls.adminHelpSave, {
        id: article.id,
        help_type_id: type.id,
        language: 'en_US',
        title: `Hidden article ${tag}`,
        sort: 9000,
        status: 0,
        content: '<p>Within {{deposit.expiresMinutes}} minutes</p><style>p{}</style>',
        reason: 'Not ready',
      }),
    );
    expect(hidden).toMatchObject({
      title: `Hidden article ${tag}`,
      status: 0,
      content: '<p>Within {{deposit.expiresMinutes}} minutes</p>',
      updated_by: `content-admin-${tag}`,
    });
    expect((await playersHelp()).some((i) => i.id === article.id)).toBe(false);
    const forOperators = await okData(signedCall(app, support, operatorCalls.adminHelpList, {}));
    expect(forOperators.items.find((i) => i.id === article.id)).toMatchObject({ status: 0 });

    const rows = await auditRows('help.save', article.id);
    expect(rows.map((r) => r.reason)).toEqual(['New article', 'Not ready']);
    expect(rows[1]!.detail).toMatchObject({
      created: false,
      changes: { status: { from: 1, to: 0 }, title: { to: `Hidden article ${tag}` } },
    });
  });

  it('writes a news item’s Filipino translation, cleaned and audited; the list carries it', async () => {
    const news = await createNews(`Translate me ${tag}`);
    expect(news.translations).toEqual([]);
    const saved = await okData(
      signedCall(app, admin, operatorCalls.adminNewsTranslationSave, {
        news_id: news.id,
        language: 'fil_PH',
        title: `Isalin mo ako ${tag}`,
        summary: 'Hanggang {{withdraw.accounts}} account',
        content: HOSTILE,
        reason: 'Filipino players',
      }),
    );
    expect(saved).toMatchObject({
      language: 'fil_PH',
      title: `Isalin mo ako ${tag}`,
      summary: 'Hanggang {{withdraw.accounts}} account',
      content: CLEAN,
      updated_by: `content-admin-${tag}`,
    });
    expect(saved.updated_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect((await listedNews(news.id))?.translations).toEqual([saved]);

    // Served to fil_PH, facts worded in Filipino; English players keep the English.
    const filipino = (await playersNews('fil_PH')).find((n) => n.id === news.id)!;
    expect(filipino).toMatchObject({ title: `Isalin mo ako ${tag}`, content: CLEAN });
    expect(filipino.summary).toMatch(/^Hanggang \S+ account$/);
    expect(filipino.summary).not.toContain('{{');
    expectHarmless(filipino.content);
    expect((await playersNews('en_US')).find((n) => n.id === news.id)?.title).toBe(
      `Translate me ${tag}`,
    );

    const rewritten = await okData(
      signedCall(app, admin, operatorCalls.adminNewsTranslationSave, {
        news_id: news.id,
        language: 'fil_PH',
        title: `Isinalin ${tag}`,
        summary: 'Hanggang {{withdraw.accounts}} account',
        content: CLEAN,
        reason: 'Better title',
      }),
    );
    expect((await listedNews(news.id))?.translations).toEqual([rewritten]);
    const audits = await translationAudits(news.id);
    expect(audits).toMatchObject([
      {
        reason: 'Filipino players',
        detail: {
          id: news.id,
          language: 'fil_PH',
          created: true,
          changes: { title: { from: null, to: `Isalin mo ako ${tag}` }, content: { to: CLEAN } },
        },
      },
      { reason: 'Better title', detail: { language: 'fil_PH', created: false } },
    ]);
    expect(Object.keys(audits[1]!.detail.changes as object)).toEqual(['title']);
  });

  it('keeps serving an operator’s translation after the English changes; a seeded one only while the English is the seed’s', async () => {
    const news = await createNews(`Seeded translation ${tag}`);
    const db = await testDatabase();
    const seed = () =>
      seedSupportContent(
        db,
        [],
        [
          {
            id: news.id,
            title: 'From the seed',
            summary: 'Seed',
            content: '<p>Seed</p>',
            published_at: '2026-01-01T00:00:00Z',
          },
        ],
        {
          help: [],
          news: [
            {
              language: 'fil_PH',
              items: {
                [news.id]: { title: 'Mula sa seed', summary: 'Seed', content: '<p>Seed</p>' },
              },
            },
          ],
        },
      );
    // A seeded translation of an item an operator has written: not served, listed as seeded.
    await seed();
    expect((await playersNews('fil_PH')).find((n) => n.id === news.id)?.title).toBe(
      `Seeded translation ${tag}`,
    );
    expect((await listedNews(news.id))?.translations).toMatchObject([
      { language: 'fil_PH', title: 'Mula sa seed', updated_at: '', updated_by: '' },
    ]);

    // The operator's translation replaces it, is served, and the next start's seed leaves it.
    await okData(
      signedCall(app, admin, operatorCalls.adminNewsTranslationSave, {
        news_id: news.id,
        language: 'fil_PH',
        title: `Salin ng operator ${tag}`,
        summary: 'Buod',
        content: '<p>Laman</p>',
        reason: 'Replace the seed',
      }),
    );
    expect((await translationAudits(news.id))[0]!.detail).toMatchObject({
      created: false,
      changes: { title: { from: 'Mula sa seed', to: `Salin ng operator ${tag}` } },
    });
    await seed();
    expect((await playersNews('fil_PH')).find((n) => n.id === news.id)?.title).toBe(
      `Salin ng operator ${tag}`,
    );

    // The English changes afterwards: the translation is still served, and the list's times say
    // the English changed after it.
    await db.query(
      `UPDATE news_translations SET updated_at = updated_at - interval '1 hour'
        WHERE news_id = $1`,
      [news.id],
    );
    await okData(
      signedCall(app, admin, operatorCalls.adminNewsSave, {
        id: news.id,
        title: `Seeded translation, edited ${tag}`,
        summary: 'Summary',
        content: '<p>Body</p>',
        reason: 'Edit the English',
      }),
    );
    expect((await playersNews('fil_PH')).find((n) => n.id === news.id)?.title).toBe(
      `Salin ng operator ${tag}`,
    );
    expect((await playersNews('en_US')).find((n) => n.id === news.id)?.title).toBe(
      `Seeded translation, edited ${tag}`,
    );
    const listed = (await listedNews(news.id))!;
    expect(Date.parse(listed.updated_at)).toBeGreaterThan(
      Date.parse(listed.translations[0]!.updated_at),
    );
  });

  it('refuses a support operator any save (403), and changes nothing', async () => {
    const before = (await playersNews()).length;
    const news = await signedCall(app, support, operatorCalls.adminNewsSave, {
      title: `Support ${tag}`,
      summary: 'No',
      content: '<p>No</p>',
      reason: 'Trying',
    });
    expect(news.statusCode).toBe(403);
    const help = await signedCall(app, support, operatorCalls.adminHelpSave, {
      help_type_id: 1,
      language: 'en_US',
      title: `Support ${tag}`,
      sort: 1,
      status: 1,
      content: '<p>No</p>',
      reason: 'Trying',
    });
    expect(help.statusCode).toBe(403);
    const del = await signedCall(app, support, operatorCalls.adminNewsDelete, {
      id: createdNews[0]!,
      reason: 'Trying',
    });
    expect(del.statusCode).toBe(403);
    const translation = await signedCall(app, support, operatorCalls.adminNewsTranslationSave, {
      news_id: createdNews[0]!,
      language: 'fil_PH',
      title: `Support ${tag}`,
      summary: 'Hindi',
      content: '<p>Hindi</p>',
      reason: 'Trying',
    });
    expect(translation.statusCode).toBe(403);
    const typeName = await signedCall(app, support, operatorCalls.adminHelpTypeNameSave, {
      help_type_id: 1,
      language: 'fil_PH',
      type_name: `Support ${tag}`,
      reason: 'Trying',
    });
    expect(typeName.statusCode).toBe(403);
    expect((await playersNews('fil_PH')).some((n) => n.title === `Support ${tag}`)).toBe(false);
    expect((await playersNews()).length).toBe(before);
    expect((await playersHelp()).some((i) => i.title === `Support ${tag}`)).toBe(false);
  });

  it('refuses bad payloads with nothing stored', async () => {
    const db = await testDatabase();
    const count = async () =>
      (
        await db.query<{ n: number }>(
          `SELECT (SELECT count(*) FROM news) + (SELECT count(*) FROM help_items)
             + (SELECT count(*) FROM audit_log) + (SELECT count(*) FROM news_translations)
             + (SELECT count(*) FROM help_type_names WHERE updated_at IS NOT NULL) AS n`,
        )
      )[0]!.n;
    const start = await count();
    const news = {
      title: `Bad ${tag}`,
      summary: 'Summary',
      content: '<p>Body</p>',
      reason: 'QA',
    };
    for (const [bad, status] of [
      [{ ...news, reason: '  ' }, 400],
      [{ ...news, title: '' }, 400],
      [{ ...news, title: 'x'.repeat(121) }, 400],
      [{ ...news, content: 'x'.repeat(20_001) }, 400],
      [{ ...news, image: 'javascript:alert(1)' }, 400],
      [{ ...news, image: '../secret.png' }, 400],
      [{ ...news, published_at: 'yesterday' }, 400],
      [{ ...news, url: 'extra' }, 400],
      // Nothing left once cleaned, a fact that does not exist, an item that does not exist.
      [{ ...news, content: '<script>alert(1)</script>' }, 400],
      [{ ...news, summary: 'Win {{jackpot.size}}' }, 400],
      [{ ...news, id: 999_999_999 }, 404],
    ] as const) {
      const reply = await signedCall(app, admin, operatorCalls.adminNewsSave, bad as never);
      expect(reply.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(status);
    }
    const unknownFact = await signedCall(app, admin, operatorCalls.adminNewsSave, {
      ...news,
      content: '<p>{{nope}}</p>',
    });
    expect(unknownFact.body).toMatchObject({ data: CONTENT_MESSAGES.unknownFact(['nope']) });

    const help = {
      help_type_id: 1,
      language: 'en_US' as const,
      title: `Bad ${tag}`,
      sort: 1,
      status: 1 as const,
      content: '<p>Body</p>',
      reason: 'QA',
    };
    for (const [bad, status] of [
      [{ ...help, language: 'zh_CN' }, 400],
      [{ ...help, status: 2 }, 400],
      [{ ...help, sort: -1 }, 400],
      [{ ...help, content: '<iframe src="https://evil.example"></iframe>' }, 400],
      [{ ...help, help_type_id: 999_999 }, 404],
      [{ ...help, id: 999_999_999 }, 404],
    ] as const) {
      const reply = await signedCall(app, admin, operatorCalls.adminHelpSave, bad as never);
      expect(reply.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(status);
    }
    expect(await count()).toBe(start);

    const deleted = await createNews(`Deleted before translated ${tag}`);
    await okData(
      signedCall(app, admin, operatorCalls.adminNewsDelete, { id: deleted.id, reason: 'QA' }),
    );
    const withDeleted = await count();
    const translation = {
      news_id: createdNews[0]!,
      language: 'fil_PH' as const,
      title: `Masama ${tag}`,
      summary: 'Buod',
      content: '<p>Laman</p>',
      reason: 'QA',
    };
    for (const [bad, status] of [
      // English is the item itself; a language the players do not read.
      [{ ...translation, language: 'en_US' }, 400],
      [{ ...translation, language: 'zh_CN' }, 400],
      [{ ...translation, reason: ' ' }, 400],
      [{ ...translation, title: '' }, 400],
      [{ ...translation, summary: 'x'.repeat(301) }, 400],
      [{ ...translation, content: 'x'.repeat(20_001) }, 400],
      [{ ...translation, id: 1 }, 400],
      [{ ...translation, content: '<script>alert(1)</script>' }, 400],
      [{ ...translation, title: 'Manalo ng {{jackpot.size}}' }, 400],
      [{ ...translation, news_id: 999_999_999 }, 404],
      [{ ...translation, news_id: deleted.id }, 404],
    ] as const) {
      const reply = await signedCall(
        app,
        admin,
        operatorCalls.adminNewsTranslationSave,
        bad as never,
      );
      expect(reply.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(status);
    }
    const typeName = {
      help_type_id: 1,
      language: 'fil_PH' as const,
      type_name: `Masama ${tag}`,
      reason: 'QA',
    };
    for (const [bad, status] of [
      [{ ...typeName, language: 'en_US' }, 400],
      [{ ...typeName, type_name: '   ' }, 400],
      [{ ...typeName, type_name: 'x'.repeat(61) }, 400],
      [{ ...typeName, type_name: 'a\u0000b' }, 400],
      [{ ...typeName, reason: '' }, 400],
      [{ ...typeName, sort: 1 }, 400],
      [{ ...typeName, help_type_id: 999_999 }, 404],
    ] as const) {
      const reply = await signedCall(app, admin, operatorCalls.adminHelpTypeNameSave, bad as never);
      expect(reply.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(status);
    }
    expect(await count()).toBe(withDeleted);
  });
});
