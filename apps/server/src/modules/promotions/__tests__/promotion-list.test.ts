import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, operatorCalls } from '@pisoplay/contract';
import type { AdminPromotion, PayloadOf, Session } from '@pisoplay/contract';
import { call, signInOperator, signedCall, testApp, testDatabase } from '../../../test/harness.ts';
import { PROMOTION_ADMIN_MESSAGES, philippineDay } from '../service.ts';

// Issue 26: the promotions players are shown (welfare's list) are the operator's to word, order
// and schedule. Each test puts back what it changed: the list is the whole database's.
const DAY = 86_400_000;
let app: FastifyInstance;
let admin: Session;
let seeded: AdminPromotion[];

beforeAll(async () => {
  app = await testApp();
  admin = await signInOperator(app, 'promo-admin', 'admin');
  seeded = await listed();
});
afterAll(() => app.close());

async function listed(operator = admin): Promise<AdminPromotion[]> {
  const reply = await signedCall(app, operator, operatorCalls.adminPromoList);
  if (!reply.body.status) throw new Error(String(reply.body.data));
  return reply.body.data;
}
async function playersSee(lang = 'en_US') {
  const reply = await call(app, calls.promoList, {}, { headers: { lang } });
  if (!reply.body.status) throw new Error(String(reply.body.data));
  return reply.body.data.map((p) => p.title);
}
type Change = Omit<PayloadOf<typeof operatorCalls.adminPromoSave>, 'reason'>;
const save = (change: Change, operator = admin) =>
  signedCall(app, operator, operatorCalls.adminPromoSave, { ...change, reason: 'Campaign' });
const asChange = (p: AdminPromotion): Change => ({
  id: p.id,
  title: p.title,
  back_color: p.back_color,
  sorting: p.sorting,
  starts_on: p.starts_on,
  ends_on: p.ends_on ?? '',
});
const restore = async () => {
  for (const p of seeded) expect((await save(asChange(p))).body.status).toBe(true);
};
const dailyWins = () => seeded.find((p) => p.link === '/daily-wins')!;

describe('the promotions players are shown', () => {
  it('lists every promotion for finance with its state and period; only an admin changes one', async () => {
    const finance = await signInOperator(app, 'promo-finance', 'finance');
    expect(await listed(finance)).toEqual(seeded);
    expect(seeded.map((p) => [p.link, p.state, p.starts_on, p.ends_on])).toEqual([
      ['/blind-box', 'running', '2026-01-01', null],
      ['/daily-wins', 'running', '2026-01-01', null],
      ['/s-vip', 'running', '2026-01-01', null],
      ['/welfare/betting-rank', 'running', '2026-01-01', null],
    ]);
    // The first day starts at the Philippine midnight.
    expect(seeded[0]!.starts_at).toBe('2025-12-31T16:00:00.000Z');
    expect((await save(asChange(dailyWins()), finance)).statusCode).toBe(403);
  });

  it('words, orders and schedules a promotion, and players see the list follow at once', async () => {
    const today = philippineDay(Date.now()).date;
    const tomorrow = philippineDay(Date.now() + DAY).date;
    const yesterday = philippineDay(Date.now() - DAY).date;
    try {
      const first = await save({
        ...asChange(dailyWins()),
        title: 'Daily Wins: ₱115 a week',
        sorting: 100,
        ends_on: today,
      });
      expect(first.body.status).toBe(true);
      const changed = (await listed()).find((p) => p.id === dailyWins().id)!;
      expect(changed).toMatchObject({ state: 'running', ends_on: today });
      // The last day runs to its end: the next Philippine midnight.
      expect(changed.ends_at).toBe(philippineDay(Date.now()).until.toISOString());
      expect((await playersSee())[0]).toBe('Daily Wins: ₱115 a week');

      await save({ ...asChange(dailyWins()), starts_on: tomorrow });
      expect((await listed()).find((p) => p.id === dailyWins().id)?.state).toBe('scheduled');
      expect(await playersSee()).not.toContain(dailyWins().title);

      await save({ ...asChange(dailyWins()), starts_on: '2026-01-01', ends_on: yesterday });
      expect((await listed()).find((p) => p.id === dailyWins().id)?.state).toBe('ended');
      expect(await playersSee()).not.toContain(dailyWins().title);

      const [audit] = await (
        await testDatabase()
      ).query<{ operator_username: string; reason: string }>(
        "SELECT operator_username, reason FROM audit_log WHERE action = 'promo.save' ORDER BY id DESC LIMIT 1",
      );
      expect(audit).toEqual({ operator_username: 'promo-admin', reason: 'Campaign' });
    } finally {
      await restore();
    }
    expect(await listed()).toEqual(seeded);
  });

  it('refuses a period that ends before it starts, a day not in the calendar and an unknown promotion', async () => {
    const base = asChange(dailyWins());
    for (const change of [
      { ...base, starts_on: '2026-12-10', ends_on: '2026-12-09' },
      { ...base, starts_on: '2026-02-31' },
      { ...base, title: ' ' },
      { ...base, back_color: 'purple' },
    ]) {
      const reply = await save(change);
      expect(reply.statusCode).toBe(400);
      expect(reply.body).toMatchObject({ status: false, code: 'ERR_VALIDATION' });
    }
    expect((await save({ ...base, id: 999_999 })).body).toMatchObject({
      status: false,
      data: PROMOTION_ADMIN_MESSAGES.promotionNotFound,
    });
    expect(await listed()).toEqual(seeded);
  });

  it('titles the list in Filipino for Filipino players, until the English title it translates changes', async () => {
    expect(dailyWins().translations).toEqual([
      { language: 'fil_PH', title: 'Daily Wins', english: 'Daily Wins', current: true },
    ]);
    expect(await playersSee('fil_PH')).toEqual([
      'Mystery Box: buksan ito, manalo ng hanggang ₱500',
      'Daily Wins',
      'Mga VIP level at ang kanilang mga bonus',
      'Ranggo sa Slot Betting',
    ]);
    const vip = seeded.find((p) => p.link === '/s-vip')!;
    const translate = (title: string, id = vip.id) =>
      signedCall(app, admin, operatorCalls.adminPromoTranslationSave, {
        id,
        language: 'fil_PH',
        title,
        reason: 'Filipino campaign',
      });
    try {
      await save({ ...asChange(vip), title: 'VIP: level up, get paid' });
      // The Filipino title translated the old English one: Filipino players read the new English.
      expect((await playersSee('fil_PH'))[2]).toBe('VIP: level up, get paid');
      expect((await listed()).find((p) => p.id === vip.id)?.translations[0]).toMatchObject({
        english: 'VIP levels and their bonuses',
        current: false,
      });

      const written = await translate('VIP: umakyat ng level, mabayaran');
      expect(written.body.status).toBe(true);
      expect((await playersSee('fil_PH'))[2]).toBe('VIP: umakyat ng level, mabayaran');
      expect((await playersSee('en_US'))[2]).toBe('VIP: level up, get paid');
      const [audit] = await (
        await testDatabase()
      ).query<{ reason: string; detail: { title: string } }>(
        "SELECT reason, detail FROM audit_log WHERE action = 'promo.translation' ORDER BY id DESC LIMIT 1",
      );
      expect(audit).toMatchObject({
        reason: 'Filipino campaign',
        detail: { title: 'VIP: umakyat ng level, mabayaran' },
      });

      expect((await translate('Walang ganito', 999_999)).body).toMatchObject({
        status: false,
        data: PROMOTION_ADMIN_MESSAGES.promotionNotFound,
      });
      const english = await signedCall(app, admin, operatorCalls.adminPromoTranslationSave, {
        id: vip.id,
        language: 'en_US',
        title: 'VIP',
        reason: 'QA',
      });
      expect(english.statusCode).toBe(400);
    } finally {
      await restore();
      await translate('Mga VIP level at ang kanilang mga bonus');
    }
    expect((await playersSee('fil_PH'))[2]).toBe('Mga VIP level at ang kanilang mga bonus');
  });
});
