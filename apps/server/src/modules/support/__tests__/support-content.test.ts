import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { calls } from '@pisoplay/contract';
import { call, testApp, testDatabase } from '../../../test/harness.ts';
import { helpFacts, renderFacts } from '../help-facts.ts';
import { HELP_TYPES } from '../seed/help-articles.ts';
import { NEWS } from '../seed/news.ts';

// Issue 21, "one truth per limit": the help centre and the news quote the limits the server
// enforces, from the same settings, never numbers of their own.
const texts = [
  ...HELP_TYPES.flatMap((type) => type.items.map((item) => [item.title, item.content])),
  ...NEWS.map((item) => [item.title, item.summary, item.content]),
].flat();

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
    );
    for (const text of texts) {
      const withoutFacts = text.replace(/\{\{[\w.]+\}\}/g, '');
      expect(withoutFacts, text.slice(0, 60)).not.toMatch(/\d/);
      expect(() => renderFacts(text, facts)).not.toThrow();
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
});
