import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASH_TYPES, GAME_TYPES, RG_MESSAGES, calls, operatorCalls } from '@pisoplay/contract';
import type { RgLimitKey } from '@pisoplay/contract';
import { manualClock } from '../../../providers/clock.ts';
import {
  okData,
  servicesOf,
  signIn,
  signInOperator,
  signedCall,
  testDatabase,
} from '../../../test/harness.ts';
import type { Player } from '../../finance/__tests__/withdraw-fixtures.ts';
import {
  atGame,
  forwardOnly,
  fundedPlayer,
  gameOfType,
  rewardsApp,
} from '../../promotions/__tests__/rewards-fixtures.ts';

// Issue 25 (responsible gaming): limits the player sets, enforced where the money moves — at the
// deposit, at launch and in the bet's own transaction — and changed only the safe way at once;
// cooling-off pauses deposits, play and bonuses; self-exclusion also ends every session, forfeits
// bonuses and closes sign-in until it lifts by itself.
// Tuesday 10:00 in Manila; the clock only moves forward.
const clock = manualClock(Date.UTC(2034, 4, 2, 2));
let app: FastifyInstance;

beforeAll(async () => {
  app = await rewardsApp(clock);
});
afterAll(() => app.close());

const setClock = forwardOnly(clock);
const later = (ms: number) => setClock(clock.now() + ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const setLimit = (p: Player, limit: RgLimitKey, value: string | null, confirm = false) =>
  signedCall(app, p.session, calls.rgLimit, { limit, value, confirm });
const statusOf = (p: Player) => okData(signedCall(app, p.session, calls.rg));
const limitOf = async (p: Player, key: RgLimitKey) =>
  (await statusOf(p)).limits.find((l) => l.limit === key)!;
const deposit = (p: Player, amount: string) =>
  signedCall(app, p.session, calls.deposit, { amount, pid: 101, device: 'web' });

async function ordersOf(uid: number) {
  return (await testDatabase()).query<{ amount: number }>(
    'SELECT amount FROM deposit_orders WHERE uid = $1 ORDER BY id',
    [uid],
  );
}

describe('changing a limit', () => {
  it('applies a first or lower limit at once, and a raise or removal only after 24 hours and a confirmation', async () => {
    const p = await fundedPlayer(app);
    const first = await okData(setLimit(p, 'deposit_day', '1000'));
    expect(first).toMatchObject({ applied: true, pending_from: null });
    expect(await limitOf(p, 'deposit_day')).toMatchObject({ value: '1000.00', pending: null });
    expect((await okData(setLimit(p, 'deposit_day', '800'))).applied).toBe(true);

    const raise = await okData(setLimit(p, 'deposit_day', '2000'));
    expect(raise.applied).toBe(false);
    const from = clock.now() + 24 * HOUR;
    expect(raise.pending_from).toBe(new Date(from).toISOString());
    expect(await limitOf(p, 'deposit_day')).toMatchObject({
      value: '800.00',
      pending: { value: '2000.00', from: new Date(from).toISOString() },
    });
    // Too early: refused with the time it can be confirmed, and nothing changes.
    later(24 * HOUR - MINUTE);
    const early = await setLimit(p, 'deposit_day', '2000', true);
    expect(early.body).toMatchObject({ status: false, data: RG_MESSAGES.raiseWaits(from) });
    // Another value than the waiting one cannot be confirmed.
    later(MINUTE);
    const other = await setLimit(p, 'deposit_day', '3000', true);
    expect(other.body).toMatchObject({ status: false, data: RG_MESSAGES.confirmDiffers });
    expect((await okData(setLimit(p, 'deposit_day', '2000', true))).applied).toBe(true);
    expect(await limitOf(p, 'deposit_day')).toMatchObject({ value: '2000.00', pending: null });

    // Removing waits the same way; the current value again withdraws the waiting change.
    expect((await okData(setLimit(p, 'deposit_day', null))).applied).toBe(false);
    expect((await limitOf(p, 'deposit_day')).pending).toMatchObject({ value: null });
    expect((await okData(setLimit(p, 'deposit_day', '2000'))).applied).toBe(true);
    expect((await limitOf(p, 'deposit_day')).pending).toBeNull();
    const nothing = await setLimit(p, 'deposit_day', null, true);
    expect(nothing.body).toMatchObject({ status: false, data: RG_MESSAGES.nothingPending });
  });

  it('refuses values out of range with the rule, changing nothing', async () => {
    const p = await fundedPlayer(app);
    for (const [limit, value] of [
      ['deposit_day', '0'],
      ['wager_week', '10000001'],
      ['loss_month', '12.50'],
      ['session', '10'],
      ['session', '1441'],
    ] as const) {
      const reply = await setLimit(p, limit, value);
      expect(reply.statusCode).toBe(400);
    }
    expect((await statusOf(p)).limits.every((l) => l.value === null)).toBe(true);
  });
});

describe('deposit limits', () => {
  it('refuses the deposit that would cross the daily limit, with what is left, and makes no order', async () => {
    const p = await fundedPlayer(app);
    await okData(setLimit(p, 'deposit_day', '500'));
    await okData(deposit(p, '400'));
    const refused = await deposit(p, '200');
    expect(refused.body).toMatchObject({
      status: false,
      data: RG_MESSAGES.depositLimit('deposit_day', '100.00'),
    });
    expect((await ordersOf(p.uid)).map((o) => o.amount)).toEqual([40_000]);
    expect(await limitOf(p, 'deposit_day')).toMatchObject({ used: '400.00' });
    await okData(deposit(p, '100'));
    // The next Manila day starts afresh.
    later(24 * HOUR);
    await okData(deposit(p, '500'));
  });

  it('lets exactly as many of twenty parallel deposits through as the limit holds', async () => {
    const p = await fundedPlayer(app);
    await okData(setLimit(p, 'deposit_week', '500'));
    const replies = await Promise.all(Array.from({ length: 20 }, () => deposit(p, '100')));
    expect(replies.filter((r) => r.body.status)).toHaveLength(5);
    expect(replies.filter((r) => !r.body.status).map((r) => r.body.data)).toEqual(
      Array(15).fill(RG_MESSAGES.depositLimit('deposit_week', '0.00')),
    );
    expect(await ordersOf(p.uid)).toHaveLength(5);
  });
});

describe('wager, loss and session limits in the bet', () => {
  it('lets exactly as many of twenty parallel bets through as the daily wager limit holds', async () => {
    const p = await fundedPlayer(app);
    const slot = await atGame(app, p, GAME_TYPES.slot, clock.now);
    await okData(setLimit(p, 'wager_day', '100'));
    const bets = await Promise.all(Array.from({ length: 20 }, () => slot.bet(1_000)));
    expect(bets.filter((b) => b.status === 'OK')).toHaveLength(10);
    for (const refused of bets.filter((b) => b.status !== 'OK')) {
      expect(refused).toMatchObject({ status: 'PLAY_LIMIT_REACHED', limit: 'wager_day' });
    }
    expect(await limitOf(p, 'wager_day')).toMatchObject({ used: '100.00' });
    // Nothing more fits: the game does not even launch, and says why.
    const { code } = await gameOfType(GAME_TYPES.slot);
    const launch = await signedCall(app, p.session, calls.gameLaunchV2, { code });
    expect(launch.body.data).toBe(RG_MESSAGES.playLimit('wager_day'));
  });

  it('gives back what a rolled-back bet counted', async () => {
    const p = await fundedPlayer(app);
    const slot = await atGame(app, p, GAME_TYPES.slot, clock.now);
    await okData(setLimit(p, 'wager_day', '50'));
    const { round, bet } = await slot.open(5_000);
    expect(await slot.bet(100)).toMatchObject({ status: 'PLAY_LIMIT_REACHED' });
    await slot.rollback(round, bet);
    expect(await slot.bet(5_000)).toMatchObject({ status: 'OK' });
  });

  it('counts wins against the loss limit: a bet is refused if losing it would cross the limit', async () => {
    const p = await fundedPlayer(app);
    const slot = await atGame(app, p, GAME_TYPES.slot, clock.now);
    await okData(setLimit(p, 'loss_day', '150'));
    await slot.round(10_000, 6_000); // ₱40 lost
    expect(await limitOf(p, 'loss_day')).toMatchObject({ used: '40.00' });
    expect(await slot.bet(11_001)).toMatchObject({
      status: 'PLAY_LIMIT_REACHED',
      limit: 'loss_day',
    });
    expect(await slot.bet(11_000)).toMatchObject({ status: 'OK' });
  });

  it('stops a session at its time limit until a 30-minute break', async () => {
    const p = await fundedPlayer(app);
    const slot = await atGame(app, p, GAME_TYPES.slot, clock.now);
    await okData(setLimit(p, 'session', '15'));
    await slot.round(100);
    later(14 * MINUTE);
    expect(await slot.bet(100)).toMatchObject({ status: 'OK' });
    expect(await limitOf(p, 'session')).toMatchObject({ used: '14' });
    later(MINUTE);
    expect(await slot.bet(100)).toMatchObject({ status: 'PLAY_LIMIT_REACHED', limit: 'session' });
    later(29 * MINUTE);
    expect(await slot.bet(100)).toMatchObject({ status: 'PLAY_LIMIT_REACHED', limit: 'session' });
    // Refused bets are no play: 30 minutes after the last accepted bet a new session starts.
    later(MINUTE);
    expect(await slot.bet(100)).toMatchObject({ status: 'OK' });
  });

  it('starts each period afresh in Manila time: the week on Monday at midnight', async () => {
    setClock(Date.parse('2034-05-14T15:00:00Z')); // Sunday 23:00 in Manila
    const p = await fundedPlayer(app);
    await okData(setLimit(p, 'wager_week', '100'));
    await okData(setLimit(p, 'loss_month', '1000'));
    const slot = await atGame(app, p, GAME_TYPES.slot, clock.now);
    await slot.round(6_000);
    expect(await slot.bet(5_000)).toMatchObject({
      status: 'PLAY_LIMIT_REACHED',
      limit: 'wager_week',
    });
    expect(await limitOf(p, 'wager_week')).toMatchObject({
      used: '60.00',
      resets_at: '2034-05-14T16:00:00.000Z',
    });
    expect(await limitOf(p, 'loss_month')).toMatchObject({
      used: '60.00',
      resets_at: '2034-05-31T16:00:00.000Z',
    });
    setClock(Date.parse('2034-05-14T16:00:00Z')); // Monday 00:00
    expect(await slot.bet(5_000)).toMatchObject({ status: 'OK' });
    expect(await limitOf(p, 'loss_month')).toMatchObject({ used: '110.00' });
  });

  it('reports the play session for the reality check: since when, staked, won and the net', async () => {
    const p = await fundedPlayer(app);
    const slot = await atGame(app, p, GAME_TYPES.slot, clock.now);
    const startedAt = clock.now();
    await slot.round(10_000, 2_500);
    later(20 * MINUTE);
    await slot.round(5_000, 0);
    expect((await statusOf(p)).session).toEqual({
      started_at: new Date(startedAt).toISOString(),
      minutes: 20,
      staked: '150.00',
      won: '25.00',
      net: '-125.00',
    });
    const check = await okData(signedCall(app, p.session, calls.rgRealityCheck, { minutes: 60 }));
    expect(check.reality_check_minutes).toBe(60);
    // After a break of 30 minutes the next bet starts a new session.
    later(31 * MINUTE);
    expect((await statusOf(p)).session).toBeNull();
  });
});

describe('the operator', () => {
  it('sees a player’s limits and can only make them stricter, audited', async () => {
    const p = await fundedPlayer(app);
    const operator = await signInOperator(app, 'rg-compliance', 'compliance');
    await okData(setLimit(p, 'loss_week', '1000'));
    const looser = await signedCall(app, operator, operatorCalls.adminMemberRgSave, {
      uid: p.uid,
      reason: 'asked by phone',
      limit: 'loss_week',
      value: '5000',
    });
    expect(looser.body).toMatchObject({ status: false, data: RG_MESSAGES.operatorLooser });
    const stricter = await okData(
      signedCall(app, operator, operatorCalls.adminMemberRgSave, {
        uid: p.uid,
        reason: 'affordability check',
        limit: 'loss_week',
        value: '300',
      }),
    );
    expect(stricter.limits.find((l) => l.limit === 'loss_week')!.value).toBe('300.00');
    const [audit] = await (
      await testDatabase()
    ).query<{ action: string; detail: { reason: string } }>(
      `SELECT action, detail FROM audit_log WHERE target_uid = $1 ORDER BY id DESC LIMIT 1`,
      [p.uid],
    );
    expect(audit).toMatchObject({
      action: 'rg.restrict',
      detail: { reason: 'affordability check' },
    });
    const seen = await okData(
      signedCall(app, operator, operatorCalls.adminMemberRg, { uid: p.uid }),
    );
    expect(seen).toMatchObject({ uid: p.uid, history: [] });
    const player = await signedCall(app, p.session, operatorCalls.adminMemberRg, { uid: p.uid });
    expect(player.statusCode).toBe(401);
  });
});

const launch = async (p: Player) =>
  signedCall(app, p.session, calls.gameLaunchV2, {
    code: (await gameOfType(GAME_TYPES.slot)).code,
  });

describe('cooling-off', () => {
  it('pauses deposits, launches, bets and bonuses until its end, but not sign-in or withdrawals', async () => {
    const p = await fundedPlayer(app);
    const slot = await atGame(app, p, GAME_TYPES.slot, clock.now);
    // A ₱1,000 round (VIP level 2) open when the break starts, settled during it.
    const { round } = await slot.open(100_000);
    const until = clock.now() + DAY;
    const status = await okData(signedCall(app, p.session, calls.rgCoolOff, { period: '24h' }));
    expect(status.restriction).toMatchObject({
      kind: 'cool_off',
      until: new Date(until).toISOString(),
      set_by: 'player',
    });
    const refusal = RG_MESSAGES.coolingOff(until);
    expect((await deposit(p, '200')).body).toMatchObject({ status: false, data: refusal });
    expect((await launch(p)).body).toMatchObject({ status: false, data: refusal });
    // A game session opened before the break cannot bet either.
    expect(await slot.bet(100)).toMatchObject({ status: 'PLAYER_BLOCKED' });
    expect((await signedCall(app, p.session, calls.checkinClaim)).body).toMatchObject({
      status: false,
      data: refusal,
    });
    await expect(servicesOf(app).playerGate(p.uid, 'withdraw')).resolves.toBeUndefined();
    // The level is reached, its bonus withheld with the reason.
    await slot.close(round);
    const vip = await okData(signedCall(app, p.session, calls.vip));
    expect(vip.level).toBe(2);
    expect(vip.bonuses).toEqual([
      expect.objectContaining({ kind: 'level_up', level: 2, state: 'withheld', reason: refusal }),
    ]);

    // A break can be made longer, never shorter.
    const shorter = await signedCall(app, p.session, calls.rgCoolOff, { period: '24h' });
    expect(shorter.body).toMatchObject({ data: RG_MESSAGES.breakShorter(until) });
    later(DAY);
    await okData(deposit(p, '200'));
    const again = await atGame(app, p, GAME_TYPES.slot, clock.now);
    expect(await again.bet(100)).toMatchObject({ status: 'OK' });
  });
});

describe('self-exclusion', () => {
  it('ends the live session, forfeits bonuses, refuses sign-in with its end date, and lifts by itself', async () => {
    const p = await fundedPlayer(app, 50_000);
    const { ledger } = servicesOf(app);
    const { grant } = await ledger.grantBonus({
      uid: p.uid,
      source: 'operator',
      sourceRef: `rg-test:${p.uid}`,
      amount: 2_000,
      cashType: CASH_TYPES.mysteryBox,
      now: clock.now(),
    });
    later(HOUR);
    const otherDevice = await signIn(app, { phone: p.session.phone });

    const excludedAt = clock.now();
    const { until } = await okData(signedCall(app, p.session, calls.rgExclude, { period: '6m' }));
    const ends = new Date(excludedAt);
    ends.setUTCMonth(ends.getUTCMonth() + 6);
    expect(until).toBe(ends.toISOString());

    // Every session has ended, this one and the other device's.
    expect((await signedCall(app, p.session, calls.rg)).statusCode).toBe(401);
    expect((await signedCall(app, otherDevice, calls.rg)).statusCode).toBe(401);
    // The bonus went back to the house with the reason; the cash stays the player's.
    const [forfeited] = (await ledger.grantsOf(p.uid)).filter((g) => g.id === grant.id);
    expect(forfeited).toMatchObject({
      state: 'forfeited',
      reason: expect.stringMatching(/Self-exclusion/),
    });
    expect(await ledger.balances(p.uid)).toMatchObject({ cash: 50_000, bonus: 0 });

    later(HOUR);
    await expect(signIn(app, { phone: p.session.phone })).rejects.toThrow(
      RG_MESSAGES.excluded(until),
    );
    // An operator can make it longer; nobody can make it shorter.
    const operator = await signInOperator(app, 'rg-exclusions', 'compliance');
    const shorter = await signedCall(app, operator, operatorCalls.adminMemberRgSave, {
      uid: p.uid,
      reason: 'player asked',
      cool_off: '30d',
    });
    expect(shorter.body).toMatchObject({ data: RG_MESSAGES.alreadyExcluded(until) });
    const seen = await okData(
      signedCall(app, operator, operatorCalls.adminMemberRg, { uid: p.uid }),
    );
    expect(seen.restriction).toMatchObject({ kind: 'exclusion', until, set_by: 'player' });
    expect(seen.history).toHaveLength(1);

    // It lifts by itself at its end.
    setClock(Date.parse(until));
    const back = await signIn(app, { phone: p.session.phone });
    expect((await okData(signedCall(app, back, calls.rg))).restriction).toBeNull();
  });

  it('is set by an operator for longer than the player’s, audited, and ends sessions too', async () => {
    const p = await fundedPlayer(app);
    await okData(signedCall(app, p.session, calls.rgCoolOff, { period: '7d' }));
    const operator = await signInOperator(app, 'rg-exclusions-2', 'compliance');
    const seen = await okData(
      signedCall(app, operator, operatorCalls.adminMemberRgSave, {
        uid: p.uid,
        reason: 'restricted by family request',
        exclusion: '1y',
      }),
    );
    expect(seen.restriction).toMatchObject({ kind: 'exclusion', set_by: 'operator' });
    expect(seen.history.map((r) => [r.kind, r.reason])).toEqual([
      ['exclusion', 'restricted by family request'],
      ['cool_off', null],
    ]);
    expect((await signedCall(app, p.session, calls.rg)).statusCode).toBe(401);
  });
});
