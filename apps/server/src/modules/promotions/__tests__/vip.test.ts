import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASH_TYPES, GAME_TYPES, calls, kycStatusNumber, operatorCalls } from '@pisoplay/contract';
import type { PayloadOf, VipTier } from '@pisoplay/contract';
import { manualClock } from '../../../providers/clock.ts';
import { servicesOf, signInOperator, signedCall, testDatabase } from '../../../test/harness.ts';
import { kycPlayer } from '../../finance/__tests__/withdraw-fixtures.ts';
import type { Player } from '../../finance/__tests__/withdraw-fixtures.ts';
import { birthdayMonthDays } from '../vip/vip-service.ts';
import { atGame, forwardOnly, fundedPlayer, rewardsApp } from './rewards-fixtures.ts';

// Issue 25 (VIP): levels from real-money XP, level-up and birthday bonuses paid once.
// The clock is put on days of its own, far ahead, and only moves forward.
const clock = manualClock(Date.UTC(2033, 2, 1, 2));
let app: FastifyInstance;

beforeAll(async () => {
  app = await rewardsApp(clock);
});
afterAll(() => app.close());

const setClock = forwardOnly(clock);

const funded = (centavos?: number) => fundedPlayer(app, centavos);

const slot = (p: Player) => atGame(app, p, GAME_TYPES.slot, clock.now);

async function vipOf(p: Player) {
  const reply = await signedCall(app, p.session, calls.vip);
  if (!reply.body.status) throw new Error(String(reply.body.data));
  return reply.body.data;
}

async function member(uid: number) {
  const [row] = await (
    await testDatabase()
  ).query<{ xp: number; vip: number }>('SELECT xp, vip FROM members WHERE uid = $1', [uid]);
  return row!;
}

async function levelsReached(uid: number) {
  return (
    await (
      await testDatabase()
    ).query<{ level: number }>(
      'SELECT level FROM member_vip_levels WHERE uid = $1 ORDER BY level',
      [uid],
    )
  ).map((r) => r.level);
}

async function vipRecords(uid: number) {
  return (await testDatabase()).query<{
    kind: string;
    ref: number;
    amount: number;
    state: string;
    reason: string | null;
    grant_id: number | null;
  }>(
    'SELECT kind, ref, amount, state, reason, grant_id FROM vip_bonuses WHERE uid = $1 ORDER BY id',
    [uid],
  );
}

const grantsOf = async (uid: number, source: 'level_up' | 'birthday') =>
  (await servicesOf(app).ledger.grantsOf(uid))
    .filter((g) => g.source === source)
    .sort((a, b) => a.id - b.id);

describe('XP and levels', () => {
  it('earns XP from the cash part of a stake only', async () => {
    const [cashPlayer, bonusPlayer] = await Promise.all([funded(), kycPlayer(app)]);
    await (await slot(cashPlayer)).round(25_050); // ₱250.50: 250 XP
    await servicesOf(app).ledger.grantBonus({
      uid: bonusPlayer.uid,
      source: 'operator',
      sourceRef: `vip-test:${bonusPlayer.uid}`,
      amount: 500_000,
      cashType: CASH_TYPES.operatorBonus,
      now: clock.now(),
    });
    await (await slot(bonusPlayer)).round(400_000); // ₱4,000 of bonus: no XP
    expect(await member(cashPlayer.uid)).toEqual({ xp: 250, vip: 1 });
    expect(await member(bonusPlayer.uid)).toEqual({ xp: 0, vip: 1 });
    const status = await vipOf(bonusPlayer);
    expect(status).toMatchObject({ xp: 0, level: 1, tier: 'Bronze', xp_to_next: 1000 });
    expect(status.bonuses).toEqual([]);
  });

  it('records two levels crossed in one round and pays each once under concurrency', async () => {
    const p = await funded();
    await (await slot(p)).round(350_000); // ₱3,500: levels 2 and 3
    expect(await member(p.uid)).toEqual({ xp: 3500, vip: 3 });
    expect(await levelsReached(p.uid)).toEqual([2, 3]);

    const vip = servicesOf(app).vip;
    const reads = await Promise.all([
      ...Array.from({ length: 10 }, () => signedCall(app, p.session, calls.vip)),
      vip.settleDue(),
      vip.settleDue(),
    ]);
    for (const r of reads.slice(0, 10)) expect(r).toMatchObject({ body: { status: true } });

    const grants = await grantsOf(p.uid, 'level_up');
    expect(
      grants.map((g) => ({
        ref: g.source_ref,
        amount: g.amount,
        type: g.cash_type,
        req: g.required,
      })),
    ).toEqual([
      { ref: `${p.uid}:2`, amount: 1_000, type: CASH_TYPES.levelUpBonus, req: 3_000 },
      { ref: `${p.uid}:3`, amount: 2_000, type: CASH_TYPES.levelUpBonus, req: 6_000 },
    ]);
    expect((await vipRecords(p.uid)).map((r) => [r.ref, r.state, r.amount])).toEqual([
      [2, 'paid', 1_000],
      [3, 'paid', 2_000],
    ]);

    const status = await vipOf(p);
    expect(status).toMatchObject({
      xp: 3500,
      level: 3,
      tier: 'Bronze',
      current: { level: 3, xp: 3000, upgrade: '20.00', birthday: '30.00', multiple: 3 },
      next: { level: 4, ty: 2, xp: 8000, upgrade: '50.00' },
      xp_to_next: 4500,
      progress_percent: 10,
    });
    expect(status.bonuses.map((b) => [b.kind, b.level, b.amount, b.state])).toEqual([
      ['level_up', 3, '20.00', 'paid'],
      ['level_up', 2, '10.00', 'paid'],
    ]);
    expect(await grantsOf(p.uid, 'level_up')).toHaveLength(2);
  });

  it('takes XP back on a void; a paid level stays paid and is not paid again', async () => {
    const p = await funded();
    const table = await slot(p);
    const round = await table.round(150_000);
    await vipOf(p);
    expect(await grantsOf(p.uid, 'level_up')).toHaveLength(1);

    await table.voidRound(round);
    expect(await member(p.uid)).toEqual({ xp: 0, vip: 1 });
    expect((await vipOf(p)).level).toBe(1);

    await table.round(120_000);
    expect(await member(p.uid)).toEqual({ xp: 1200, vip: 2 });
    await vipOf(p);
    await servicesOf(app).vip.settleDue();
    expect(await levelsReached(p.uid)).toEqual([2]);
    expect(await grantsOf(p.uid, 'level_up')).toHaveLength(1);
    expect(await vipRecords(p.uid)).toHaveLength(1);
  });

  it('gives a blocked player the level but withholds the bonus, with the reason', async () => {
    const p = await funded();
    await (await slot(p)).round(100_000);
    await servicesOf(app).members.setKycStatus(p.uid, kycStatusNumber('block'));
    await servicesOf(app).vip.settleDue();
    expect(await member(p.uid)).toEqual({ xp: 1000, vip: 2 });
    const [record, ...rest] = await vipRecords(p.uid);
    expect(rest).toEqual([]);
    expect(record).toMatchObject({ kind: 'level_up', ref: 2, state: 'withheld', grant_id: null });
    expect(record!.reason).toEqual(expect.any(String));
    expect(await grantsOf(p.uid, 'level_up')).toEqual([]);
    await servicesOf(app).vip.settleDue();
    expect(await vipRecords(p.uid)).toHaveLength(1);
  });
});

describe('birthday bonus', () => {
  it('pays 29 February birthdays on 28 February of a common year', () => {
    expect(birthdayMonthDays('2035-02-28')).toEqual(['02-28', '02-29']);
    expect(birthdayMonthDays('2036-02-28')).toEqual(['02-28']);
    expect(birthdayMonthDays('2036-02-29')).toEqual(['02-29']);
    expect(birthdayMonthDays('2035-08-23')).toEqual(['08-23']);
  });

  it('pays once a year on the Philippine date, at the level of the day', async () => {
    const db = await testDatabase();
    const [p, leapling] = await Promise.all([funded(), funded()]);
    await db.query("UPDATE kyc_records SET birthday = '1991-08-23' WHERE uid = $1", [p.uid]);
    await db.query("UPDATE kyc_records SET birthday = '1992-02-29' WHERE uid = $1", [leapling.uid]);
    await (await slot(p)).round(100_000); // level 2: ₱20 on a birthday
    await (await slot(leapling)).round(100_000);
    const vip = servicesOf(app).vip;
    await vip.settleDue();

    setClock(Date.UTC(2033, 7, 22, 15, 59, 59)); // 23:59:59 on 22 August in Manila
    await vip.settleDue();
    expect(await grantsOf(p.uid, 'birthday')).toEqual([]);

    setClock(Date.UTC(2033, 7, 22, 16, 0, 0)); // midnight: 23 August in Manila
    await vip.settleDue();
    const [grant, ...more] = await grantsOf(p.uid, 'birthday');
    expect(more).toEqual([]);
    expect(grant).toMatchObject({
      source_ref: `${p.uid}:2033`,
      amount: 2_000,
      cash_type: CASH_TYPES.birthdayBonus,
      required: 6_000,
    });

    // Later that day a read (the pull of GET /member/vip: the session of March has expired) and a
    // second job pay nothing.
    setClock(Date.UTC(2033, 7, 23, 10));
    const status = await vip.status(p.uid);
    expect(status.bonuses[0]).toMatchObject({ kind: 'birthday', level: 2, amount: '20.00' });
    await vip.settleDue();
    expect(await grantsOf(p.uid, 'birthday')).toHaveLength(1);
    expect(await grantsOf(leapling.uid, 'birthday')).toEqual([]);

    setClock(Date.UTC(2034, 1, 27, 16)); // 28 February 2034 (a common year) in Manila
    await vip.settleDue();
    expect((await grantsOf(leapling.uid, 'birthday')).map((g) => g.source_ref)).toEqual([
      `${leapling.uid}:2034`,
    ]);

    setClock(Date.UTC(2034, 7, 22, 16)); // the next year's birthday
    await vip.settleDue();
    await vip.settleDue();
    expect((await grantsOf(p.uid, 'birthday')).map((g) => g.source_ref)).toEqual([
      `${p.uid}:2033`,
      `${p.uid}:2034`,
    ]);
  });
});

describe('the rule and the operator', () => {
  type Levels = PayloadOf<typeof operatorCalls.adminVipLevelsSave>['levels'];
  const asPayload = (tiers: VipTier[]): Levels =>
    tiers.flatMap((t) =>
      t.levels.map(({ level, ty, xp, upgrade, birthday, multiple }) => ({
        level,
        ty,
        xp,
        upgrade,
        birthday,
        multiple,
      })),
    );

  it('serves the seeded rule: five tiers of three levels, with their badges', async () => {
    const p = await kycPlayer(app);
    const reply = await signedCall(app, p.session, calls.vipRule);
    if (!reply.body.status) throw new Error(String(reply.body.data));
    const tiers = reply.body.data;
    expect(tiers.map((t) => [t.name, t.levels.map((l) => l.xp)])).toEqual([
      ['Bronze', [0, 1_000, 3_000]],
      ['Silver', [8_000, 15_000, 25_000]],
      ['Gold', [50_000, 80_000, 120_000]],
      ['Platinum', [200_000, 300_000, 450_000]],
      ['Diamond', [700_000, 1_000_000, 1_500_000]],
    ]);
    expect(tiers[4]!.levels[2]).toEqual({
      level: 15,
      ty: 5,
      xp: 1_500_000,
      upgrade: '8000.00',
      birthday: '2000.00',
      multiple: 1,
      img: 'vip/level-15.svg',
    });
    const badge = await app.inject({ method: 'GET', url: '/img/vip/level-15.svg' });
    expect(badge.statusCode).toBe(200);
    expect(badge.body).toContain('VIP level 15');
  });

  it('validates and audits an edit of the table, and recomputes levels', async () => {
    const operator = await signInOperator(app, 'vip-operator', 'admin');
    const read = await signedCall(app, operator, operatorCalls.adminVipLevels);
    if (!read.body.status) throw new Error(String(read.body.data));
    const seeded = asPayload(read.body.data);
    const save = (levels: Levels) =>
      signedCall(app, operator, operatorCalls.adminVipLevelsSave, { levels, reason: 'QA' });

    const refused = [
      seeded.filter((l) => l.level !== 2), // a gap
      seeded.map((l) => (l.level === 1 ? { ...l, xp: 10 } : l)),
      seeded.map((l) => (l.level === 3 ? { ...l, xp: 1_000 } : l)), // not rising
      seeded.map((l) => (l.level === 4 ? { ...l, ty: 1 } : l.level === 3 ? { ...l, ty: 2 } : l)),
    ];
    for (const levels of refused) {
      const reply = await save(levels);
      expect(reply.body).toMatchObject({ status: false, code: 'ERR_BUSINESS' });
    }

    const p = await funded();
    await (await slot(p)).round(60_000); // 600 XP: level 1 in the seeded table
    expect(await member(p.uid)).toEqual({ xp: 600, vip: 1 });
    try {
      const lowered = await save(seeded.map((l) => (l.level === 2 ? { ...l, xp: 500 } : l)));
      expect(lowered.body.status).toBe(true);
      expect(await member(p.uid)).toEqual({ xp: 600, vip: 2 });
      expect(await levelsReached(p.uid)).toEqual([2]);
      const [audit] = await (
        await testDatabase()
      ).query<{ operator_username: string; detail: { reason: string } }>(
        "SELECT operator_username, detail FROM audit_log WHERE action = 'vip.levels' ORDER BY id DESC LIMIT 1",
      );
      expect(audit).toMatchObject({ operator_username: 'vip-operator', detail: { reason: 'QA' } });
      await vipOf(p);
      expect(await grantsOf(p.uid, 'level_up')).toHaveLength(1);
    } finally {
      expect((await save(seeded)).body.status).toBe(true);
    }
    // Back to the seeded table: the level follows the XP, the paid level stays paid.
    expect(await member(p.uid)).toEqual({ xp: 600, vip: 1 });
    expect(await grantsOf(p.uid, 'level_up')).toHaveLength(1);
    const again = await signedCall(app, operator, operatorCalls.adminVipLevels);
    expect(again.body.status && asPayload(again.body.data)).toEqual(seeded);
  });
});
