import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { calls, operatorCalls } from '@pisoplay/contract';
import { sanitizeContentHtml } from '../../../platform/html/sanitize.ts';
import { call, signInOperator, signedCall, testApp, testDatabase } from '../../../test/harness.ts';
import { helpFacts, renderFacts } from '../help-facts.ts';
import { HELP_TYPES } from '../seed/help-articles.ts';
import { HELP_TYPES_FIL } from '../seed/help-articles.fil.ts';
import { NEWS } from '../seed/news.ts';
import { NEWS_FIL } from '../seed/news.fil.ts';

// Issue 21, "one truth per limit": the help centre and the news quote the limits the server
// enforces, from the same settings, never numbers of their own; in every language.
const texts = [
  ...HELP_TYPES.flatMap((type) => type.items.map((item) => [item.title, item.content])),
  ...NEWS.map((item) => [item.title, item.summary, item.content]),
].flat();
const filipinoTexts = [
  ...Object.values(HELP_TYPES_FIL.items).flatMap((item) => [item.title, item.content]),
  ...Object.values(NEWS_FIL.items).flatMap((item) => [item.title, item.summary, item.content]),
];

describe('the seeded help centre and news', () => {
  it('write no number themselves: every one is a fact from a setting or rule', () => {
    const facts = helpFacts(
      {
        depositExpiresMinutes: 15,
        depositTurnoverMultiplier: 1,
        withdrawAutoApproveMax: 5000,
        withdrawAutoApproveDailyMax: 20000,
      },
      { min: 100, max: 500_000 },
      [{ prize: '5.00', weight: 1, percent: '100.00' }],
    );
    for (const text of [...texts, ...filipinoTexts]) {
      const withoutFacts = text.replace(/\{\{[\w.]+\}\}/g, '');
      expect(withoutFacts, text.slice(0, 60)).not.toMatch(/\d/);
      expect(() => renderFacts(text, facts)).not.toThrow();
    }
  });

  it('are translated whole into Filipino: every category and article, every news item', () => {
    expect(Object.keys(HELP_TYPES_FIL.typeNames).map(Number)).toEqual(HELP_TYPES.map((t) => t.id));
    expect(Object.keys(HELP_TYPES_FIL.items).map(Number)).toEqual(
      HELP_TYPES.flatMap((t) => t.items.map((i) => i.id)),
    );
    expect(Object.keys(NEWS_FIL.items).map(Number)).toEqual(NEWS.map((n) => n.id).sort());
    for (const item of Object.values(NEWS_FIL.items)) {
      expect(sanitizeContentHtml(item.content), item.title).toBe(item.content);
    }
    for (const item of Object.values(HELP_TYPES_FIL.items)) {
      expect(sanitizeContentHtml(item.content), item.title).toBe(item.content);
    }
  });

  it('are HTML as operators write it: the news in paragraphs, kept whole by the policy', () => {
    for (const item of NEWS) {
      expect(item.content, item.title).toMatch(/^<p>.*<\/p>$/s);
      expect(sanitizeContentHtml(item.content), item.title).toBe(item.content);
    }
  });
});

describe('the help centre as served', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await testApp({
      DEPOSIT_EXPIRES_MINUTES: '20',
      WITHDRAW_AUTO_APPROVE_MAX: '7500',
      DEPOSIT_TURNOVER_MULTIPLIER: '2',
    });
  });
  afterAll(() => app.close());

  async function article(title: string): Promise<string> {
    const reply = await call(app, calls.helpList, {});
    if (!reply.body.status) throw new Error(reply.body.data);
    const item = reply.body.data.items.find((i) => i.title === title);
    if (!item) throw new Error(`No article ${title}`);
    return item.content;
  }

  it('quotes the configured deadlines, limits and wagering', async () => {
    expect(await article('How do I deposit?')).toContain('within 20 minutes');
    expect(await article('How long do withdrawals take?')).toContain('up to PHP 7,500 (');
    expect(await article('Why is my withdrawable amount lower than my balance?')).toContain(
      'played through two times before',
    );
  });

  it('quotes the deposit channels’ range as the operator sets it', async () => {
    const db = await testDatabase();
    const [range] = await db.query<{ min: number; max: number }>(
      `SELECT min(min_amount) AS min, max(max_amount) AS max FROM payment_channels
       WHERE enabled AND for_deposit AND id <> 1008`,
    );
    expect(await article('How do I deposit?')).toContain(
      `from PHP ${range!.min.toLocaleString('en-US')} up to PHP ${range!.max.toLocaleString('en-US')}`,
    );
    const [lowest] = await db.query<{ id: number; min_amount: number }>(
      `SELECT id, min_amount FROM payment_channels
       WHERE enabled AND for_deposit AND id <> 1008 ORDER BY min_amount LIMIT 1`,
    );
    await db.query('UPDATE payment_channels SET min_amount = 50 WHERE id = $1', [lowest!.id]);
    try {
      expect(await article('How do I deposit?')).toContain('from PHP 50 up to');
    } finally {
      await db.query('UPDATE payment_channels SET min_amount = $2 WHERE id = $1', [
        lowest!.id,
        lowest!.min_amount,
      ]);
    }
  });

  it('publishes the mystery box’s odds as the draw uses them, also after an operator changes them', async () => {
    const title = 'What can a mystery box give me?';
    expect(await article(title)).toContain(
      'PHP 5 (40 %), PHP 10 (30 %), PHP 20 (18 %), PHP 50 (9 %), PHP 100 (2.5 %) or PHP 500 (0.5 %)',
    );
    expect(await article(title)).toContain('within 20 hours');
    const operator = await signInOperator(app, 'help-odds-operator', 'admin');
    const save = (odds: { prize: string; weight: number }[]) =>
      signedCall(app, operator, operatorCalls.adminBoxOddsSave, {
        odds,
        reason: 'help centre test',
      });
    const seeded = (await call(app, calls.blindboxOdds)).body;
    if (!seeded.status) throw new Error(seeded.data);
    expect(
      (
        await save([
          { prize: '10', weight: 3 },
          { prize: '1000', weight: 1 },
        ])
      ).body.status,
    ).toBe(true);
    try {
      expect(await article(title)).toContain(
        'drawn on our server from this published table: PHP 10 (75 %) or PHP 1,000 (25 %).',
      );
    } finally {
      // Other tests of this worker draw from the seeded table.
      await save(seeded.data.map(({ prize, weight }) => ({ prize, weight })));
    }
  });
});
