import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CASH_TYPES,
  GAME_TYPES,
  calls,
  kycStatusNumber,
  mask,
  operatorCalls,
} from '@pisoplay/contract';
import { manualClock } from '../../../providers/clock.ts';
import { servicesOf, signInOperator, signedCall, testDatabase } from '../../../test/harness.ts';
import { kycPlayer } from '../../finance/__tests__/withdraw-fixtures.ts';
import type { Player } from '../../finance/__tests__/withdraw-fixtures.ts';
import { atGame, forwardOnly, fundedPlayer, rewardsApp } from './rewards-fixtures.ts';

// Issue 24: the daily slot contest, from the stakes the wallet counts in each round's statement.
// The clock is put on days of their own, far ahead, so no other test's stakes share the day.
const clock = manualClock(Date.UTC(2031, 0, 5, 2));
let app: FastifyInstance;

beforeAll(async () => {
  app = await rewardsApp(clock);
});
afterAll(() => app.close());

const setClock = forwardOnly(clock);

async function today(p: Player) {
  const reply = await signedCall(app, p.session, calls.rankToday);
  if (!reply.body.status) throw new Error(String(reply.body.data));
  return reply.body.data;
}

async function usernameOf(uid: number) {
  const [row] = await (
    await testDatabase()
  ).query<{ username: string }>('SELECT username FROM members WHERE uid = $1', [uid]);
  return row!.username;
}

const funded = (centavos?: number) => fundedPlayer(app, centavos);

const contestGrants = async (uid: number) =>
  (await servicesOf(app).ledger.grantsOf(uid)).filter((g) => g.source === 'contest_prize');

describe("today's ranking", () => {
  it('ranks real-money slot stakes only, live, and keeps out rollbacks and voids', async () => {
    setClock(Date.UTC(2031, 0, 5, 2)); // 10:00 in Manila
    const [first, second, tableOnly, bonusOnly, rolledBack, voided] = await Promise.all([
      funded(),
      funded(),
      funded(),
      kycPlayer(app),
      funded(),
      funded(),
    ]);
    const slotOf = (p: Player) => atGame(app, p, GAME_TYPES.slot, clock.now);

    await (await slotOf(second)).round(30_000);
    const firstAtSlot = await slotOf(first);
    await firstAtSlot.round(20_000, 10_000);
    await firstAtSlot.round(30_000);
    // ₱2,000 on a table game does not count; nor does a stake paid from a bonus.
    await (await atGame(app, tableOnly, GAME_TYPES.table, clock.now)).round(200_000);
    await servicesOf(app).ledger.grantBonus({
      uid: bonusOnly.uid,
      source: 'operator',
      sourceRef: `contest-test:${bonusOnly.uid}`,
      amount: 50_000,
      cashType: CASH_TYPES.operatorBonus,
      now: clock.now(),
    });
    await (await slotOf(bonusOnly)).round(40_000);
    // A bet rolled back before its round closed (the round's other bet counts), and a settled
    // round voided later.
    const rolled = await slotOf(rolledBack);
    const open = await rolled.open(90_000);
    await rolled.open(5_000, open.round);
    await rolled.rollback(open.round, open.bet);
    await rolled.close(open.round);
    const voiding = await slotOf(voided);
    await voiding.voidRound(await voiding.round(80_000));

    const board = await today(first);
    expect(board.rows).toEqual([
      { player: mask(await usernameOf(first.uid)), bet: '500.00', bonus: '25000.00', index: 1 },
      { player: mask(await usernameOf(second.uid)), bet: '300.00', bonus: '12000.00', index: 2 },
      { player: mask(await usernameOf(rolledBack.uid)), bet: '50.00', bonus: '8000.00', index: 3 },
    ]);
    expect(board.mine).toEqual(board.rows[0]);
    expect(board).toMatchObject({
      date: '2031-01-05',
      pool: '100000.00',
      computed_at: new Date(clock.now()).toISOString(),
      closes_at: '2031-01-05T16:00:00.000Z',
    });
    expect((await today(second)).mine).toMatchObject({ index: 2, bet: '300.00' });
    expect((await today(tableOnly)).mine).toBeNull();
    expect((await today(bonusOnly)).mine).toBeNull();
    expect((await today(rolledBack)).mine).toMatchObject({ index: 3, bet: '50.00' });
    expect((await today(voided)).mine).toBeNull();
  });

  it('puts whoever reached a total first ahead on a tie', async () => {
    setClock(Date.UTC(2031, 1, 5, 2));
    const [early, late] = await Promise.all([funded(), funded()]);
    const lateAtSlot = await atGame(app, late, GAME_TYPES.slot, clock.now);
    await lateAtSlot.round(10_000);
    await (await atGame(app, early, GAME_TYPES.slot, clock.now)).round(20_000);
    clock.advance(1_000);
    await lateAtSlot.round(10_000);
    const board = await today(early);
    expect(board.rows.map((r) => [r.index, r.bet])).toEqual([
      [1, '200.00'],
      [2, '200.00'],
    ]);
    expect(board.mine?.index).toBe(1);
    expect((await today(late)).mine?.index).toBe(2);
  });
});

describe('closing a day', () => {
  it('closes at the Philippine midnight, pays each prize once as a 2x bonus, and withholds from a blocked player', async () => {
    setClock(Date.UTC(2031, 2, 5, 2));
    const [winner, runnerUp, blocked] = await Promise.all([funded(), funded(), funded()]);
    await (await atGame(app, winner, GAME_TYPES.slot, clock.now)).round(70_000);
    await (await atGame(app, runnerUp, GAME_TYPES.slot, clock.now)).round(60_000);
    await (await atGame(app, blocked, GAME_TYPES.slot, clock.now)).round(50_000);
    await servicesOf(app).members.setKycStatus(blocked.uid, kycStatusNumber('block'));
    const contest = servicesOf(app).contest;

    setClock(Date.UTC(2031, 2, 5, 15, 59, 59)); // 23:59:59 in Manila: still open
    expect((await contest.closeDueDays()).closed).not.toContain('2031-03-05');
    expect(await contestGrants(winner.uid)).toEqual([]);

    setClock(Date.UTC(2031, 2, 5, 16)); // midnight in Manila
    // Two servers and a retry at once: the day closes once and each prize is paid once.
    const runs = await Promise.all([
      contest.closeDueDays(),
      contest.closeDueDays(),
      contest.closeDueDays(),
    ]);
    expect(runs.filter((r) => r.closed.includes('2031-03-05'))).toHaveLength(1);
    await contest.closeDueDays();

    expect(await contestGrants(winner.uid)).toMatchObject([
      {
        source_ref: `2031-03-05:1:${winner.uid}`,
        amount: 2_500_000,
        required: 5_000_000,
        cash_type: CASH_TYPES.contestPrize,
      },
    ]);
    expect(await contestGrants(runnerUp.uid)).toMatchObject([{ amount: 1_200_000 }]);
    expect(await contestGrants(blocked.uid)).toEqual([]);

    // The day is frozen: a void after the close changes nothing of it.
    const operator = await signInOperator(app, 'contest-ops', 'risk');
    const report = await signedCall(app, operator, operatorCalls.adminContestDay, {
      date: '2031-03-05',
    });
    expect(report.body).toMatchObject({ status: true });
    const places = (report.body as { data: { places: unknown[] } }).data.places;
    expect(places).toEqual([
      expect.objectContaining({
        rank: 1,
        uid: winner.uid,
        username: expect.stringMatching(/^\w{4,}$/),
        prize: '25000.00',
        withheld: null,
      }),
      expect.objectContaining({ rank: 2, uid: runnerUp.uid, prize: '12000.00', withheld: null }),
      expect.objectContaining({
        rank: 3,
        uid: blocked.uid,
        bet: '500.00',
        grant_id: null,
        withheld: expect.any(String),
      }),
    ]);

    const history = await signedCall(app, winner.session, calls.rankHistory, {});
    expect(history.body).toMatchObject({
      status: true,
      data: {
        date: '2031-03-05',
        mine: [{ bet: '700.00', position: 1, bonus: '25000.00', date: '2031-03-05' }],
      },
    });
    const days = (history.body as { data: { days: string[] } }).data.days;
    expect(days[0]).toBe('2031-03-05');
  });

  it('catches up a day missed while no server ran', async () => {
    setClock(Date.UTC(2031, 3, 5, 2));
    const p = await funded();
    await (await atGame(app, p, GAME_TYPES.slot, clock.now)).round(10_000);
    setClock(Date.UTC(2031, 3, 8, 3)); // three days later
    expect((await servicesOf(app).contest.closeDueDays()).closed).toContain('2031-04-05');
    expect(await contestGrants(p.uid)).toMatchObject([{ source_ref: `2031-04-05:1:${p.uid}` }]);
  });
});
