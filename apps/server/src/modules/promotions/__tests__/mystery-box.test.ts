import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOX_PID, CASH_TYPES, calls, operatorCalls } from '@pisoplay/contract';
import { manualClock } from '../../../providers/clock.ts';
import {
  call,
  servicesOf,
  signInOperator,
  signedCall,
  testDatabase,
} from '../../../test/harness.ts';
import { fund, kycPlayer } from '../../finance/__tests__/withdraw-fixtures.ts';
import type { Player } from '../../finance/__tests__/withdraw-fixtures.ts';
import {
  launchableGame,
  providerClient,
  startSession,
  txid,
} from '../../play/__tests__/play-fixtures.ts';
import { PROMOTION_MESSAGES, drawPrize, philippineDay, publishedOdds } from '../service.ts';
import { rewardsApp } from './rewards-fixtures.ts';

// Issue 23: the mystery box, paid through bonus grants.
const clock = manualClock(Date.now());
let app: FastifyInstance;

beforeAll(async () => {
  app = await rewardsApp(clock);
});
afterAll(() => app.close());

const thisMonth = () => philippineDay(clock.now()).date.slice(0, 7);

async function boxes(p: Player) {
  const reply = await signedCall(app, p.session, calls.blindboxDetail, {
    pid: BOX_PID,
    ym: thisMonth(),
  });
  if (!reply.body.status) throw new Error(String(reply.body.data));
  return reply.body.data;
}

const claim = (p: Player, boxId: number) =>
  signedCall(app, p.session, calls.blindboxClaim, { box_id: boxId, pid: BOX_PID });

describe('the mystery box', () => {
  it('gives a box on the first deposit of the day, and opens it once into a bonus grant', async () => {
    const p = await kycPlayer(app);
    expect((await boxes(p)).total).toBe(0);
    await fund(app, p.uid, 10_000);
    await fund(app, p.uid, 10_000);
    const month = await boxes(p);
    expect(month).toMatchObject({ total: 1, claimed: 0, unclaimed: 1 });
    const [box] = month.data[thisMonth()]!;
    expect(box).toEqual({
      box_id: expect.any(Number),
      bonus: null,
      expire_second: 72_000,
      is_expired: 0,
      state: null,
    });

    const opened = await claim(p, box!.box_id);
    expect(opened.body).toMatchObject({ status: true });
    const { bonus, grant_id } = (opened.body as { data: { bonus: string; grant_id: number } }).data;
    const published = (await call(app, calls.blindboxOdds)).body as {
      data: { prize: string }[];
    };
    expect(published.data.map((o) => o.prize)).toContain(bonus);
    const grants = await servicesOf(app).ledger.grantsOf(p.uid);
    expect(grants).toMatchObject([
      { id: grant_id, source: 'mystery_box', cash_type: CASH_TYPES.mysteryBox },
    ]);
    expect(await servicesOf(app).ledger.balances(p.uid)).toMatchObject({
      cash: 20_000,
      bonus: grants[0]!.amount,
    });

    const again = await claim(p, box!.box_id);
    expect(again.body).toMatchObject({ status: false, data: PROMOTION_MESSAGES.boxOpened });
    expect(await boxes(p)).toMatchObject({ total: 1, claimed: 1, unclaimed: 0 });
    const history = await signedCall(app, p.session, calls.blindboxBonus, { page: 1 });
    expect(history.body).toMatchObject({
      status: true,
      data: { t: 1, d: [{ id: box!.box_id, bonus, cash_type: CASH_TYPES.mysteryBox }] },
    });
  });

  it('pays once when ten claims of one box arrive together', async () => {
    const p = await kycPlayer(app);
    await fund(app, p.uid, 5_000);
    const [box] = (await boxes(p)).data[thisMonth()]!;
    const replies = await Promise.all(Array.from({ length: 10 }, () => claim(p, box!.box_id)));
    expect(replies.filter((r) => r.body.status)).toHaveLength(1);
    for (const r of replies.filter((reply) => !reply.body.status)) {
      expect(r.body.data).toBe(PROMOTION_MESSAGES.boxOpened);
    }
    expect(await servicesOf(app).ledger.grantsOf(p.uid)).toHaveLength(1);
    expect((await servicesOf(app).ledger.reconcile()).ok).toBe(true);
  });

  it('refuses another player’s box, and one with 5 seconds or less left, paying nothing', async () => {
    const owner = await kycPlayer(app);
    const stranger = await kycPlayer(app);
    await fund(app, owner.uid, 5_000);
    const [box] = (await boxes(owner)).data[thisMonth()]!;
    expect((await claim(stranger, box!.box_id)).body).toMatchObject({
      status: false,
      data: PROMOTION_MESSAGES.boxNotFound,
    });
    clock.advance((72_000 - 5) * 1000);
    try {
      expect((await claim(owner, box!.box_id)).body).toMatchObject({
        status: false,
        data: PROMOTION_MESSAGES.boxExpired,
      });
    } finally {
      clock.advance(-(72_000 - 5) * 1000);
    }
    expect(await servicesOf(app).ledger.grantsOf(owner.uid)).toHaveLength(0);
  });

  it('gives a box per ₱1,000 of settled stakes in a day, at most 3', async () => {
    const p = await kycPlayer(app);
    await fund(app, p.uid, 500_000);
    const game = await launchableGame();
    const s = await startSession(app, p.session, game);
    const provider = providerClient(app, { now: () => clock.now() });
    for (let i = 0; i < 4; i += 1) {
      const round = txid();
      const ids = { session_id: s.session_id, player_id: s.player_id, game_code: game.code };
      await provider('bet', { ...ids, transaction_id: txid(), round_id: round, amount: 100_000 });
      await provider('win', {
        ...ids,
        transaction_id: txid(),
        round_id: round,
        amount: 0,
        round_closed: true,
      });
    }
    // The day's first deposit, and three for ₱4,000 of stakes.
    expect(await boxes(p)).toMatchObject({ total: 4, unclaimed: 4 });
  });

  it('draws prizes as the published odds say, over 100,000 draws', async () => {
    const odds = await (
      await testDatabase()
    ).query<{ prize: number; weight: number }>('SELECT prize, weight FROM box_odds ORDER BY prize');
    const draws = 100_000;
    const counts = new Map<number, number>();
    for (let i = 0; i < draws; i += 1) {
      const prize = drawPrize(odds, randomInt);
      counts.set(prize, (counts.get(prize) ?? 0) + 1);
    }
    const published = publishedOdds(odds);
    odds.forEach((o, i) => {
      const drawn = (100 * (counts.get(o.prize) ?? 0)) / draws;
      expect(Math.abs(drawn - Number(published[i]!.percent)), `prize ${o.prize}`).toBeLessThan(1);
    });
  });
});

describe('the promotion list and the operator’s box calls', () => {
  it('lists the running promotions for anyone', async () => {
    const list = await call(app, calls.promoList);
    expect(list.body).toMatchObject({ status: true });
    const links = (list.body as { data: { link: string }[] }).data.map((p) => p.link);
    expect(links).toEqual(expect.arrayContaining(['/blind-box', '/daily-wins', '/s-vip']));
  });

  it('issues boxes by hand, changes a rule and the odds, each audited', async () => {
    const p = await kycPlayer(app);
    const operator = await signInOperator(app, 'promo-operator', 'admin');
    const finance = await signInOperator(app, 'promo-finance', 'finance');
    const issued = await signedCall(app, finance, operatorCalls.adminBoxIssue, {
      uid: p.uid,
      count: 2,
      reason: 'apology for downtime',
    });
    expect(issued.body).toMatchObject({
      status: true,
      data: { box_ids: [expect.any(Number), expect.any(Number)] },
    });
    expect((await boxes(p)).total).toBe(2);

    const rules = await signedCall(app, operator, operatorCalls.adminBoxRuleSave, {
      id: 'wagered',
      enabled: true,
      threshold: '2000',
      max_per_day: 2,
      reason: 'test',
    });
    expect(rules.body).toMatchObject({
      status: true,
      data: expect.arrayContaining([
        { id: 'wagered', enabled: true, threshold: '2000.00', max_per_day: 2 },
      ]),
    });
    const before = (await call(app, calls.blindboxOdds)).body as { data: unknown };
    try {
      const odds = await signedCall(app, operator, operatorCalls.adminBoxOddsSave, {
        odds: [
          { prize: '5', weight: 3 },
          { prize: '50', weight: 1 },
        ],
        reason: 'test',
      });
      expect(odds.body).toMatchObject({
        status: true,
        data: [
          { prize: '5.00', weight: 3, percent: '75.00' },
          { prize: '50.00', weight: 1, percent: '25.00' },
        ],
      });
    } finally {
      // Other tests of this worker draw from the seeded table.
      const seeded = (before.data as { prize: string; weight: number }[]).map((o) => ({
        prize: o.prize,
        weight: o.weight,
      }));
      await signedCall(app, operator, operatorCalls.adminBoxOddsSave, {
        odds: seeded,
        reason: 'restore',
      });
      await signedCall(app, operator, operatorCalls.adminBoxRuleSave, {
        id: 'wagered',
        enabled: true,
        threshold: '1000',
        max_per_day: 3,
        reason: 'restore',
      });
    }
    const audit = await (
      await testDatabase()
    ).query<{ action: string }>(
      "SELECT action FROM audit_log WHERE operator_username IN ('promo-operator', 'promo-finance') AND action LIKE 'promo.%' ORDER BY id",
    );
    expect(audit.map((a) => a.action)).toEqual([
      'promo.box.issue',
      'promo.box-rule',
      'promo.box-odds',
      'promo.box-odds',
      'promo.box-rule',
    ]);
  });
});
