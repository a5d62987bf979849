import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASH_TYPES, LOYALTY_MESSAGES, calls } from '@pisoplay/contract';
import { manualClock } from '../../../providers/clock.ts';
import { servicesOf, signIn, signedCall, testApp, testDatabase } from '../../../test/harness.ts';
import { kycPlayer } from '../../finance/__tests__/withdraw-fixtures.ts';
import type { Player } from '../../finance/__tests__/withdraw-fixtures.ts';

// Issue 24: daily wins, a 7-day check-in calendar paid through bonus grants.
const DAY = 86_400_000;
/** 12:00 in Manila (04:00 UTC) on a day of its own per test, so tests never share a day. */
const noonOf = (day: number) => Date.UTC(2027, 0, day, 4, 0, 0);
const clock = manualClock(noonOf(1));
let app: FastifyInstance;

beforeAll(async () => {
  app = await testApp({}, { clock });
});
afterAll(() => app.close());

async function status(p: Player) {
  const reply = await signedCall(app, p.session, calls.checkin);
  if (!reply.body.status) throw new Error(String(reply.body.data));
  return reply.body.data;
}
const claim = (p: Player) => signedCall(app, p.session, calls.checkinClaim, {});
async function claimed(p: Player) {
  const reply = await claim(p);
  if (!reply.body.status) throw new Error(String(reply.body.data));
  return reply.body.data;
}
const grantsOf = (p: Player) => servicesOf(app).ledger.grantsOf(p.uid);

describe('daily wins', () => {
  it('pays day 1 once a day, and advances the streak on consecutive Philippine days', async () => {
    clock.set(noonOf(1));
    const p = await kycPlayer(app);
    const before = await status(p);
    expect(before).toMatchObject({
      today: '2027-01-01',
      today_day: 1,
      streak: 0,
      claimed_today: false,
      can_claim: true,
      reason: null,
      next_claim_at: '2027-01-01T16:00:00.000Z',
    });
    expect(before.days.map((d) => [d.amount, d.state])).toEqual([
      ['5.00', 'today'],
      ['5.00', 'upcoming'],
      ['10.00', 'upcoming'],
      ['10.00', 'upcoming'],
      ['15.00', 'upcoming'],
      ['20.00', 'upcoming'],
      ['50.00', 'upcoming'],
    ]);

    expect(await claimed(p)).toMatchObject({ day: 1, amount: '5.00', streak: 1 });
    expect((await claim(p)).body).toEqual({
      status: false,
      code: 'ERR_BUSINESS',
      data: LOYALTY_MESSAGES.checkinClaimed,
    });
    expect(await status(p)).toMatchObject({
      claimed_today: true,
      can_claim: false,
      reason: LOYALTY_MESSAGES.checkinClaimed,
      streak: 1,
    });

    clock.advance(DAY);
    expect(await status(p)).toMatchObject({ today_day: 2, streak: 1, can_claim: true });
    expect(await claimed(p)).toMatchObject({ day: 2, amount: '5.00', streak: 2 });
    clock.advance(DAY);
    expect(await claimed(p)).toMatchObject({ day: 3, amount: '10.00', streak: 3 });
    expect((await status(p)).days.map((d) => d.state)).toEqual([
      'claimed',
      'claimed',
      'claimed',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);

    const grants = await grantsOf(p);
    expect(grants.map((g) => [g.source, g.source_ref, g.cash_type, g.amount])).toEqual(
      expect.arrayContaining([
        ['daily_win', `2027-01-01:${p.uid}`, CASH_TYPES.checkinBonus, 500],
        ['daily_win', `2027-01-02:${p.uid}`, CASH_TYPES.checkinBonus, 500],
        ['daily_win', `2027-01-03:${p.uid}`, CASH_TYPES.checkinBonus, 1000],
      ]),
    );
    expect(grants).toHaveLength(3);
    expect(grants[0]).toMatchObject({ required: grants[0]!.amount * 2 });
    expect((await servicesOf(app).ledger.balances(p.uid)).bonus).toBe(2000);
  });

  it('starts again at day 1 after a missed day, and after day 7', async () => {
    clock.set(noonOf(10));
    const first = await kycPlayer(app);
    await claimed(first);
    clock.advance(2 * DAY);
    // A session lasts 7 days: the player signs in again for the week ahead.
    const p = { ...first, session: await signIn(app, { phone: first.session.phone }) };
    expect(await status(p)).toMatchObject({ today_day: 1, streak: 0 });
    expect(await claimed(p)).toMatchObject({ day: 1, streak: 1 });

    for (let day = 2; day <= 7; day += 1) {
      clock.advance(DAY);
      expect(await claimed(p)).toMatchObject({ day, streak: day });
    }
    clock.advance(DAY);
    const again = { ...p, session: await signIn(app, { phone: p.session.phone }) };
    expect(await status(again)).toMatchObject({ today_day: 1, streak: 7 });
    expect(await claimed(again)).toMatchObject({ day: 1, amount: '5.00', streak: 8 });
  });

  it('turns the day at the Philippine midnight: 15:59:59 and 16:00:00 UTC', async () => {
    clock.set(Date.UTC(2027, 0, 20, 15, 59, 58));
    const p = await kycPlayer(app);
    expect(await claimed(p)).toMatchObject({ day: 1 });
    clock.set(Date.UTC(2027, 0, 20, 15, 59, 59));
    expect(await status(p)).toMatchObject({
      today: '2027-01-20',
      claimed_today: true,
      next_claim_at: '2027-01-20T16:00:00.000Z',
    });
    expect((await claim(p)).body).toMatchObject({ status: false });
    clock.set(Date.UTC(2027, 0, 20, 16, 0, 0));
    expect(await status(p)).toMatchObject({ today: '2027-01-21', today_day: 2, can_claim: true });
    expect(await claimed(p)).toMatchObject({ day: 2, streak: 2 });
    expect((await grantsOf(p)).map((g) => g.source_ref).sort()).toEqual([
      `2027-01-20:${p.uid}`,
      `2027-01-21:${p.uid}`,
    ]);
  });

  it('refuses a player who is not verified, changing nothing', async () => {
    clock.set(noonOf(25));
    const db = await testDatabase();
    for (const kycStatus of ['basic_account', 'under_review'] as const) {
      const p = await kycPlayer(app, { kycStatus });
      expect(await status(p)).toMatchObject({
        can_claim: false,
        reason: LOYALTY_MESSAGES.checkinNotVerified,
      });
      expect((await claim(p)).body).toMatchObject({ status: false, code: 'ERR_BUSINESS' });
      expect(await grantsOf(p)).toEqual([]);
      expect(await db.query('SELECT 1 FROM checkin_claims WHERE uid = $1', [p.uid])).toEqual([]);
      expect(await servicesOf(app).ledger.balances(p.uid)).toMatchObject({ cash: 0, bonus: 0 });
    }
    const underReview = await kycPlayer(app, { kycStatus: 'under_review' });
    expect((await claim(underReview)).body).toMatchObject({
      data: LOYALTY_MESSAGES.checkinNotVerified,
    });
    // The reason and the refusal in the lang header's language.
    const fil = { headers: { lang: 'fil_PH' } };
    const filipino = 'I-verify ang identity mo (KYC) para ma-claim ang daily wins.';
    expect(
      (await signedCall(app, underReview.session, calls.checkin, undefined, fil)).body,
    ).toMatchObject({
      data: { can_claim: false, reason: filipino },
    });
    expect(
      (await signedCall(app, underReview.session, calls.checkinClaim, {}, fil)).body,
    ).toMatchObject({ status: false, data: filipino });
  });

  it('pays once when ten claims arrive together', async () => {
    clock.set(noonOf(28));
    const p = await kycPlayer(app);
    const replies = await Promise.all(Array.from({ length: 10 }, () => claim(p)));
    expect(replies.filter((r) => r.body.status)).toHaveLength(1);
    for (const r of replies.filter((reply) => !reply.body.status)) {
      expect(r.body.data).toBe(LOYALTY_MESSAGES.checkinClaimed);
    }
    expect(await grantsOf(p)).toHaveLength(1);
    expect((await servicesOf(app).ledger.balances(p.uid)).bonus).toBe(500);
    expect((await servicesOf(app).ledger.reconcile()).ok).toBe(true);
  });
});
