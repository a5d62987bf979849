import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASH_TYPES, GAME_TYPES, calls } from '@pisoplay/contract';
import { servicesOf, signedCall, testApp } from '../../../test/harness.ts';
import { fund, kycPlayer } from '../../finance/__tests__/withdraw-fixtures.ts';
import type { Player } from '../../finance/__tests__/withdraw-fixtures.ts';
import { GAME_SECRET } from '../../play/__tests__/play-fixtures.ts';
import { POINTS_MESSAGES } from '../points/points-service.ts';
import { atGame } from './rewards-fixtures.ts';

// Issue 24: points from real-money stakes, kept like money, and the shop that spends them.
let app: FastifyInstance;

beforeAll(async () => {
  app = await testApp({ GAME_BUILTIN_SECRET: GAME_SECRET, DEPOSIT_TURNOVER_MULTIPLIER: '0' });
});
afterAll(() => app.close());

async function points(p: Player) {
  const reply = await signedCall(app, p.session, calls.points, { page: 1, page_size: 50 });
  if (!reply.body.status) throw new Error(String(reply.body.data));
  return reply.body.data;
}

const exchange = (p: Player, itemId: string, key = randomUUID()) =>
  signedCall(app, p.session, calls.pointsExchange, { item_id: itemId, idempotency_key: key });

/** A verified player who staked `pesos` on slots: a point per ₱10. */
async function withPoints(pesos: number) {
  const p = await kycPlayer(app);
  await fund(app, p.uid, pesos * 100);
  await (await atGame(app, p, GAME_TYPES.slot)).round(pesos * 100);
  return p;
}

describe('earning points', () => {
  it('earns by game type from real money, on the day’s running total, and a void takes them back', async () => {
    const p = await kycPlayer(app);
    await fund(app, p.uid, 500_000);
    const slot = await atGame(app, p, GAME_TYPES.slot);
    await slot.round(30_000); // ₱300 on slots: 30 points
    for (let i = 0; i < 3; i += 1) await slot.round(500); // ₱15 more: ₱315 in all, 31 points
    await (await atGame(app, p, GAME_TYPES.table)).round(100_000); // ₱1,000 at 5 per ₱100: 50
    const earned = await points(p);
    expect(earned.balance).toBe(81);
    expect(earned.t).toBe(3);
    expect(earned.d.map((m) => [m.kind, m.points, m.balance_after])).toEqual([
      ['bet', 50, 81],
      ['bet', 1, 31],
      ['bet', 30, 30],
    ]);
    expect(earned.rates).toContainEqual({ game_type: 3, name: 'Slot', points_per_100: 10 });

    const voided = await slot.round(20_000);
    expect((await points(p)).balance).toBe(101);
    await slot.voidRound(voided);
    const after = await points(p);
    expect(after.balance).toBe(81);
    expect(after.d[0]).toMatchObject({ kind: 'void', points: -20, balance_after: 81 });
  });

  it('earns nothing from a stake paid with bonus money', async () => {
    const p = await kycPlayer(app);
    await servicesOf(app).ledger.grantBonus({
      uid: p.uid,
      source: 'operator',
      sourceRef: `points-test:${p.uid}`,
      amount: 50_000,
      cashType: CASH_TYPES.operatorBonus,
      now: Date.now(),
    });
    await (await atGame(app, p, GAME_TYPES.slot)).round(40_000);
    expect(await points(p)).toMatchObject({ balance: 0, t: 0 });
  });
});

describe('the points shop', () => {
  it('exchanges points for a bonus grant, once per key, even ten times at once', async () => {
    const p = await withPoints(6_000); // 600 points
    const key = randomUUID();
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => exchange(p, 'bonus-10', key)),
    );
    for (const reply of replies) {
      expect(reply.body).toMatchObject({
        status: true,
        data: { item_id: 'bonus-10', balance: 100, message: POINTS_MESSAGES.bonusAdded(10) },
      });
    }
    const grants = (await servicesOf(app).ledger.grantsOf(p.uid)).filter(
      (g) => g.source === 'points',
    );
    expect(grants).toMatchObject([
      { amount: 1_000, required: 2_000, cash_type: CASH_TYPES.pointsBonus },
    ]);
    expect((await points(p)).d[0]).toMatchObject({ kind: 'exchange', points: -500 });
    // The key belongs to that exchange.
    expect((await exchange(p, 'bonus-25', key)).body).toMatchObject({
      status: false,
      data: POINTS_MESSAGES.keyReused,
    });
  });

  it('never spends more than the balance: of ten exchanges at once, the points pay for one', async () => {
    const p = await withPoints(5_500); // 550 points, enough for one ₱10 bonus
    const replies = await Promise.all(Array.from({ length: 10 }, () => exchange(p, 'bonus-10')));
    expect(replies.filter((r) => r.body.status)).toHaveLength(1);
    for (const refused of replies.filter((r) => !r.body.status)) {
      expect(refused.body.data).toMatch(/^You need 500 points for this; you have 50\.$/);
    }
    expect((await points(p)).balance).toBe(50);
    const grants = (await servicesOf(app).ledger.grantsOf(p.uid)).filter(
      (g) => g.source === 'points',
    );
    expect(grants).toHaveLength(1);
  });

  it('exchanges points for a voucher code that redeems as cash once', async () => {
    const p = await withPoints(50_000); // 5,000 points
    const before = (await servicesOf(app).ledger.balances(p.uid)).cash;
    const reply = await exchange(p, 'voucher-50');
    expect(reply.body).toMatchObject({ status: true, data: { balance: 0, grant_id: null } });
    const code = (reply.body as { data: { voucher_code: string } }).data.voucher_code;
    expect(code).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
    const redeemed = await signedCall(app, p.session, calls.voucherExchange, {
      exchangeCode: code,
      device: 'web',
    });
    expect(redeemed.body).toMatchObject({ status: true });
    expect((await servicesOf(app).ledger.balances(p.uid)).cash).toBe(before + 5_000);
    const again = await signedCall(app, p.session, calls.voucherExchange, {
      exchangeCode: code,
      device: 'web',
    });
    expect(again.body).toMatchObject({ status: false });
  });

  it('refuses an unknown item and a short balance, changing nothing', async () => {
    const p = await withPoints(100); // 10 points
    expect((await exchange(p, 'bonus-999')).body).toMatchObject({
      status: false,
      data: POINTS_MESSAGES.unknownItem,
    });
    expect((await exchange(p, 'bonus-10')).body).toMatchObject({
      status: false,
      data: POINTS_MESSAGES.notEnough(500, 10),
    });
    expect(await points(p)).toMatchObject({ balance: 10, t: 1 });
  });
});
