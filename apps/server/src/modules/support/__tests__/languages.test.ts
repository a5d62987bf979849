import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { calls, operatorCalls } from '@pisoplay/contract';
import type { HelpCentre, NewsItem, Session } from '@pisoplay/contract';
import { call, signInOperator, signedCall, testApp, testDatabase } from '../../../test/harness.ts';
import { HELP_TYPES } from '../seed/help-articles.ts';
import { HELP_TYPES_FIL } from '../seed/help-articles.fil.ts';
import { NEWS } from '../seed/news.ts';
import { NEWS_FIL } from '../seed/news.fil.ts';
import { seedSupportContent } from '../support-queries.ts';

// docs/support.md and docs/i18n.md, "On the server": help and news in the player's language,
// English where a text has none.
describe('the help centre and the news by language', () => {
  let app: FastifyInstance;
  let operator: Session;
  const operatorName = `content${randomInt(1e6)}`;

  beforeAll(async () => {
    app = await testApp();
    operator = await signInOperator(app, operatorName, 'admin');
  });
  afterAll(() => app.close());

  async function help(payload: { language?: 'en_US' | 'fil_PH' }, lang = 'en_US') {
    const reply = await call(app, calls.helpList, payload, { headers: { lang } });
    if (!reply.body.status) throw new Error(reply.body.data);
    return reply.body.data;
  }
  async function news(lang: string): Promise<NewsItem[]> {
    const reply = await call(
      app,
      calls.newsList,
      { page: 1, page_size: 50 },
      { headers: { lang } },
    );
    if (!reply.body.status) throw new Error(reply.body.data);
    return reply.body.data.d;
  }
  const titlesOf = (centre: HelpCentre, typeId: number) =>
    centre.items.filter((i) => i.helpTypeId === typeId).map((i) => i.title);

  it('answers the Filipino articles and category names to fil_PH, facts worded in Filipino', async () => {
    const centre = await help({ language: 'fil_PH' });
    expect(centre.types.map((t) => t.typeName)).toEqual(
      HELP_TYPES.map((t) => HELP_TYPES_FIL.typeNames[t.id]),
    );
    expect(titlesOf(centre, 1)).toEqual([
      'Paano mag-login?',
      'Nakalimutan ko ang password ko',
      'Paano ko mapapanatiling ligtas ang account ko?',
    ]);
    expect(centre.items.every((i) => i.language === 'fil_PH')).toBe(true);
    const withdrawable = centre.items.find((i) => i.id === 304 + 10_000)!;
    expect(withdrawable.content).toContain('maitaya nang isang beses bago');
    expect(withdrawable.content).toContain('nang dalawang beses ang halaga nito');
    const withdrawals = centre.items.find((i) => i.title === 'Gaano katagal ang withdrawal?')!;
    expect(withdrawals.content).toContain('hanggang tatlong withdrawal account');
    const box = centre.items.find((i) => i.title === 'Ano ang puwedeng ibigay ng mystery box?')!;
    expect(box.content).toMatch(/\(\d+(\.\d+)? %\) o PHP 500/);
  });

  it('takes the language from the lang header when the call names none', async () => {
    expect(titlesOf(await help({}, 'fil_PH'), 2)[0]).toBe(
      'Bakit kailangan kong i-verify ang identity ko (KYC)?',
    );
    expect(titlesOf(await help({}, 'en_US'), 2)[0]).toBe(
      'Why do I need to verify my identity (KYC)?',
    );
    // The language asked for wins over the header.
    expect(titlesOf(await help({ language: 'en_US' }, 'fil_PH'), 1)[0]).toBe('How do I sign in?');
  });

  it('answers a category’s English articles where it has no published one in the language', async () => {
    const db = await testDatabase();
    const filipinoOfType5 = HELP_TYPES.find((t) => t.id === 5)!.items.map((i) => i.id + 10_000);
    await db.query('UPDATE help_items SET status = 0 WHERE id = ANY($1)', [filipinoOfType5]);
    try {
      const centre = await help({ language: 'fil_PH' });
      expect(titlesOf(centre, 5)).toEqual([
        'Playing responsibly',
        'How do I self-exclude or set limits?',
      ]);
      expect(titlesOf(centre, 1)[0]).toBe('Paano mag-login?');
      expect(centre.items.find((i) => i.title === 'Playing responsibly')!.content).toMatch(
        /adults of \d+ and over/,
      );
    } finally {
      await db.query('UPDATE help_items SET status = 1 WHERE id = ANY($1)', [filipinoOfType5]);
    }
  });

  it('serves the news in the lang header’s language, English for an item without a translation', async () => {
    const filipino = await news('fil_PH');
    const english = await news('en_US');
    expect(filipino.map((n) => n.id)).toEqual(english.map((n) => n.id));
    expect(filipino.find((n) => n.id === 2)!.title).toMatch(/^Mag-verify sa loob ng \d+ oras$/);
    expect(filipino.find((n) => n.id === 4)!.content).toContain('nang dalawang beses');
    expect(english.find((n) => n.id === 2)!.title).toMatch(/^Verify within \d+ hours$/);
    expect(filipino.find((n) => n.id === 1)!.published_at).toBe(
      NEWS[0]!.published_at.replace('.000', ''),
    );

    // An operator's news item has no translation: English in both languages.
    const title = `Operator news ${randomInt(1e9)}`;
    const saved = await signedCall(app, operator, operatorCalls.adminNewsSave, {
      title,
      summary: 'Written in English only',
      content: '<p>Only English.</p>',
      reason: 'language test',
    });
    expect(saved.body.status).toBe(true);
    expect((await news('fil_PH')).find((n) => n.title === title)?.summary).toBe(
      'Written in English only',
    );
  });

  it('serves an operator’s Filipino translation to fil_PH players, also once the English is edited; English players get the English', async () => {
    const tag = randomInt(1e9);
    const created = await signedCall(app, operator, operatorCalls.adminNewsSave, {
      title: `Translated news ${tag}`,
      summary: 'In English',
      content: '<p>English body.</p>',
      reason: 'language test',
    });
    if (!created.body.status) throw new Error(created.body.data);
    const id = created.body.data.id;
    try {
      expect((await news('fil_PH')).find((n) => n.id === id)?.title).toBe(`Translated news ${tag}`);
      const saved = await signedCall(app, operator, operatorCalls.adminNewsTranslationSave, {
        news_id: id,
        language: 'fil_PH',
        title: `Isinaling balita ${tag}`,
        summary: 'Sa Filipino, hanggang {{withdraw.accounts}} account',
        content: '<p>Laman sa Filipino.</p><script>alert(1)</script>',
        reason: 'language test',
      });
      expect(saved.body.status).toBe(true);

      const filipino = (await news('fil_PH')).find((n) => n.id === id)!;
      expect(filipino).toMatchObject({
        title: `Isinaling balita ${tag}`,
        summary: 'Sa Filipino, hanggang tatlong account',
        content: '<p>Laman sa Filipino.</p>',
      });
      for (const lang of ['en_US', 'zh_CN', '']) {
        expect(
          (await news(lang)).find((n) => n.id === id),
          lang,
        ).toMatchObject({
          title: `Translated news ${tag}`,
          summary: 'In English',
          content: '<p>English body.</p>',
        });
      }

      // The English is rewritten: the translation an operator wrote is still what fil_PH reads.
      const edited = await signedCall(app, operator, operatorCalls.adminNewsSave, {
        id,
        title: `Translated news, rewritten ${tag}`,
        summary: 'In English, rewritten',
        content: '<p>English body, rewritten.</p>',
        reason: 'language test',
      });
      expect(edited.body.status).toBe(true);
      expect((await news('fil_PH')).find((n) => n.id === id)?.title).toBe(
        `Isinaling balita ${tag}`,
      );
      expect((await news('en_US')).find((n) => n.id === id)?.title).toBe(
        `Translated news, rewritten ${tag}`,
      );
    } finally {
      await signedCall(app, operator, operatorCalls.adminNewsDelete, { id, reason: 'cleanup' });
    }
    expect((await news('fil_PH')).some((n) => n.id === id)).toBe(false);
  });

  it('serves the Filipino name an operator gives a category to fil_PH, and the seed leaves it', async () => {
    const db = await testDatabase();
    const english = HELP_TYPES.find((t) => t.id === 5)!.typeName;
    try {
      const saved = await signedCall(app, operator, operatorCalls.adminHelpTypeNameSave, {
        help_type_id: 5,
        language: 'fil_PH',
        type_name: 'Responsableng Paglalaro',
        reason: 'language test',
      });
      expect(saved.body).toMatchObject({
        status: true,
        data: { language: 'fil_PH', type_name: 'Responsableng Paglalaro' },
      });
      const typeName = async (language: 'en_US' | 'fil_PH') =>
        (await help({ language })).types.find((t) => t.id === 5)!.typeName;
      expect(await typeName('fil_PH')).toBe('Responsableng Paglalaro');
      expect(await typeName('en_US')).toBe(english);
      expect((await help({}, 'fil_PH')).types.find((t) => t.id === 5)!.typeName).toBe(
        'Responsableng Paglalaro',
      );

      // Listed for operators with who wrote it; audited; the next start's seed leaves it.
      const centre = await signedCall(app, operator, operatorCalls.adminHelpList, {});
      if (!centre.body.status) throw new Error(centre.body.data);
      const type = centre.body.data.types.find((t) => t.id === 5)!;
      expect(type.typeName).toBe(english);
      expect(type.names).toMatchObject([
        { language: 'fil_PH', type_name: 'Responsableng Paglalaro', updated_by: operatorName },
      ]);
      const [audit] = await db.query<{ reason: string; detail: Record<string, unknown> }>(
        `SELECT reason, detail FROM audit_log WHERE action = 'help.type_name.save'
          AND (detail->>'id')::int = 5 ORDER BY id DESC LIMIT 1`,
      );
      expect(audit).toMatchObject({
        reason: 'language test',
        detail: {
          language: 'fil_PH',
          created: false,
          changes: {
            type_name: { from: HELP_TYPES_FIL.typeNames[5], to: 'Responsableng Paglalaro' },
          },
        },
      });
      await seedSupportContent(db, HELP_TYPES, NEWS, { help: [HELP_TYPES_FIL], news: [NEWS_FIL] });
      expect(await typeName('fil_PH')).toBe('Responsableng Paglalaro');
    } finally {
      // Back to the seeded name, following the seed, as the other suites expect.
      await db.query(
        `UPDATE help_type_names SET type_name = $1, updated_at = NULL, updated_by = ''
          WHERE help_type_id = 5 AND language = 'fil_PH'`,
        [HELP_TYPES_FIL.typeNames[5]],
      );
    }
  });

  it('drops a seeded translation once an operator rewrites the English item, and seeds it into an existing database', async () => {
    const db = await testDatabase();
    await db.query('DELETE FROM news_translations WHERE updated_at IS NULL');
    await db.query("DELETE FROM help_items WHERE language = 'fil_PH' AND updated_at IS NULL");
    await db.query('DELETE FROM help_type_names');
    expect((await news('fil_PH')).find((n) => n.id === 5)!.title).toBe(NEWS[4]!.title);

    // The next start's seed brings them (back), as it does to a database made before them.
    await seedSupportContent(db, HELP_TYPES, NEWS, { help: [HELP_TYPES_FIL], news: [NEWS_FIL] });
    expect((await news('fil_PH')).find((n) => n.id === 5)!.title).toBe(NEWS_FIL.items[5]!.title);
    expect((await help({ language: 'fil_PH' })).types[1]!.typeName).toBe('Pag-verify');

    const [item] = await db.query<{ updated_at: Date | null }>(
      'SELECT updated_at FROM news WHERE id = 5',
    );
    try {
      await db.query("UPDATE news SET updated_at = now(), updated_by = 'editor' WHERE id = 5");
      expect((await news('fil_PH')).find((n) => n.id === 5)!.title).toBe(NEWS[4]!.title);
    } finally {
      await db.query("UPDATE news SET updated_at = $1, updated_by = '' WHERE id = 5", [
        item!.updated_at,
      ]);
    }
  });
});
