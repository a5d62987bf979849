import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASH_TYPES, GAME_TYPES, calls, operatorCalls } from '@pisoplay/contract';
import type { BonusTermsInput } from '@pisoplay/contract';
import { manualClock } from '../../../providers/clock.ts';
import {
  approveHeld,
  servicesOf,
  signInOperator,
  signedCall,
  testApp,
  testDatabase,
} from '../../../test/harness.ts';
import { fund, kycPlayer } from '../../finance/__tests__/withdraw-fixtures.ts';
import { GAME_SECRET, providerClient, startSession, txid } from './play-fixtures.ts';

// Issue 23: bonus grants on the ledger, played through the seamless wallet.
const clock = manualClock(Date.now());
let app: FastifyInstance;
let provider: ReturnType<typeof providerClient>;
const games: Record<'slot' | 'live', { id: number; code: string; type: number }> = {
  slot: { id: 0, code: '', type: GAME_TYPES.slot },
  live: { id: 0, code: '', type: GAME_TYPES.live },
};

beforeAll(async () => {
  app = await testApp(
    { GAME_BUILTIN_SECRET: GAME_SECRET, DEPOSIT_TURNOVER_MULTIPLIER: '0' },
    { clock },
  );
  provider = providerClient(app, { now: () => clock.now() });
  for (const kind of ['slot', 'live'] as const) {
    const [row] = await (
      await testDatabase()
    ).query<{ id: number; code: string }>(
      `SELECT id, code FROM games WHERE game_type = $1 AND online = 1 AND maintained = 0
       ORDER BY id LIMIT 1`,
      [games[kind].type],
    );
    games[kind] = { ...games[kind], ...row! };
  }
});
afterAll(() => app.close());

const ledger = () => servicesOf(app).ledger;

/** A verified player with `cash` centavos and a grant of `bonus` centavos under `terms`. */
async function player(cash: number, bonus: number, terms?: BonusTermsInput) {
  const p = await kycPlayer(app);
  if (cash > 0) await fund(app, p.uid, cash);
  const { grant } = await ledger().grantBonus({
    uid: p.uid,
    source: 'operator',
    sourceRef: `test:${txid()}`,
    amount: bonus,
    cashType: CASH_TYPES.mysteryBox,
    terms,
    now: clock.now(),
  });
  const sessions = {
    slot: await startSession(app, p.session, games.slot),
    live: await startSession(app, p.session, games.live),
  };
  return { ...p, grant, sessions };
}
type Player = Awaited<ReturnType<typeof player>>;

/** One round: a bet, then its closing win; answers the bet's and the win's replies. */
async function round(p: Player, kind: 'slot' | 'live', stake: number, winAmount: number) {
  const id = txid();
  const s = p.sessions[kind];
  const ids = { session_id: s.session_id, player_id: s.player_id, game_code: games[kind].code };
  const bet = await provider('bet', {
    ...ids,
    transaction_id: txid(),
    round_id: id,
    amount: stake,
  });
  if (bet.reply.status !== 'OK') return { bet: bet.reply, win: null };
  const win = await provider('win', {
    ...ids,
    transaction_id: txid(),
    round_id: id,
    amount: winAmount,
    round_closed: true,
  });
  return { bet: bet.reply, win: win.reply };
}

async function grantRow(id: number) {
  const [row] = await (
    await testDatabase()
  ).query<{
    balance: number;
    wagered: number;
    state: string;
    converted: number;
    written_off: number;
  }>('SELECT balance, wagered, state, converted, written_off FROM bonus_grants WHERE id = $1', [
    id,
  ]);
  return row!;
}

const ledgerSound = async () => expect((await ledger().reconcile()).ok).toBe(true);

describe('bonus grants on the seamless wallet', () => {
  it('stakes cash first, pays wins back pro rata, counts weighted wagering, and converts once up to the cap', async () => {
    // ₱30 cash, ₱50 bonus: 2x wagering = ₱100, converts at most ₱60.
    const p = await player(3_000, 5_000, { cash_cap: '60' });
    // ₱40 on a slot: ₱30 cash + ₱10 bonus; a ₱20 win goes back 3:1.
    await round(p, 'slot', 4_000, 2_000);
    expect(await ledger().balances(p.uid)).toMatchObject({ cash: 1_500, bonus: 4_500 });
    expect(await grantRow(p.grant.id)).toMatchObject({
      balance: 4_500,
      wagered: 4_000,
      state: 'active',
    });
    // ₱15 on live (the last of the cash) counts 10 %: ₱1.50.
    await round(p, 'live', 1_500, 0);
    expect(await ledger().balances(p.uid)).toMatchObject({ cash: 0, bonus: 4_500 });
    expect(await grantRow(p.grant.id)).toMatchObject({ wagered: 4_150 });
    // All bonus now: a ₱500 win on a ₱45 stake stays bonus; then ₱13.50 more meets the ₱100.
    await round(p, 'slot', 4_500, 50_000);
    expect(await grantRow(p.grant.id)).toMatchObject({ balance: 50_000, state: 'active' });
    await round(p, 'slot', 1_350, 0);
    // ₱60 converts (the cap), the other ₱426.50 goes back to the house.
    expect(await grantRow(p.grant.id)).toMatchObject({
      state: 'completed',
      balance: 0,
      wagered: 10_000,
      converted: 6_000,
      written_off: 42_650,
    });
    expect(await ledger().balances(p.uid)).toMatchObject({ cash: 6_000, bonus: 0 });
    await ledgerSound();
  });

  it('refuses a stake above an open grant’s maximum bet, changing nothing', async () => {
    const p = await player(10_000, 1_000, { max_bet: '20' });
    const refused = await round(p, 'slot', 2_100, 0);
    expect(refused.bet).toMatchObject({ status: 'BET_LIMIT_EXCEEDED', balance: 11_000 });
    expect(await ledger().balances(p.uid)).toMatchObject({ cash: 10_000, bonus: 1_000 });
    expect((await round(p, 'slot', 2_000, 0)).bet).toMatchObject({ status: 'OK' });
  });

  it('expires a grant whose time is up before a bet can spend it', async () => {
    const p = await player(0, 1_000, { expires_in_days: 1 });
    // Its day is over (the clock moved on: the grant's end set back rather than the clock, which
    // the sessions and signatures of this file share).
    await (
      await testDatabase()
    ).query('UPDATE bonus_grants SET expires_at = $2 WHERE id = $1', [
      p.grant.id,
      new Date(clock.now() - 1),
    ]);
    const refused = await round(p, 'slot', 500, 0);
    expect(refused.bet).toMatchObject({ status: 'INSUFFICIENT_FUNDS', balance: 0 });
    expect(await grantRow(p.grant.id)).toMatchObject({
      state: 'expired',
      balance: 0,
      written_off: 1_000,
    });
    await ledgerSound();
  });

  it('converts once when the wins that meet it arrive together', async () => {
    const p = await player(0, 1_000);
    const s = p.sessions.slot;
    const ids = { session_id: s.session_id, player_id: s.player_id, game_code: games.slot.code };
    const rounds = Array.from({ length: 4 }, () => txid());
    for (const id of rounds) {
      await provider('bet', { ...ids, transaction_id: txid(), round_id: id, amount: 200 });
    }
    // ₱10 of bonus needs ₱20 of wagering: four ₱2 rounds closed together count ₱8.
    const wins = await Promise.all(
      rounds.map((id) =>
        provider('win', {
          ...ids,
          transaction_id: txid(),
          round_id: id,
          amount: 600,
          round_closed: true,
        }),
      ),
    );
    expect(wins.every((w) => w.reply.status === 'OK')).toBe(true);
    const before = await grantRow(p.grant.id);
    expect(before).toMatchObject({ wagered: 800, state: 'active' });
    // Twelve ₱1 rounds closed together: the ₱12 still needed is met once, by one of them.
    const more = Array.from({ length: 12 }, () => txid());
    for (const id of more) {
      await provider('bet', { ...ids, transaction_id: txid(), round_id: id, amount: 100 });
    }
    await Promise.all(
      more.map((id) =>
        provider('win', {
          ...ids,
          transaction_id: txid(),
          round_id: id,
          amount: 100,
          round_closed: true,
        }),
      ),
    );
    const grant = await grantRow(p.grant.id);
    expect(grant.state).toBe('completed');
    const conversions = await (
      await testDatabase()
    ).query('SELECT id FROM ledger_transfers WHERE idempotency_key LIKE $1', [
      `grant:${p.grant.id}:convert:%`,
    ]);
    expect(conversions).toHaveLength(1);
    expect((await ledger().balances(p.uid)).bonus).toBe(0);
    await ledgerSound();
  });

  it('keeps every rule over random rounds (cash first, pro rata, weights, max bet, cap)', async () => {
    const roundArb = fc.record({
      kind: fc.constantFrom<'slot' | 'live'>('slot', 'live'),
      stake: fc.integer({ min: 1, max: 40 }).map((pesos) => pesos * 100),
      winTimes: fc.constantFrom(0, 0, 0.5, 1, 2, 5),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 10, max: 80 }),
        fc.option(fc.integer({ min: 5, max: 40 }), { nil: null }),
        fc.option(fc.integer({ min: 5, max: 100 }), { nil: null }),
        fc.array(roundArb, { minLength: 1, maxLength: 8 }),
        async (cashPesos, bonusPesos, maxBet, cap, rounds) => {
          const p = await player(cashPesos * 100, bonusPesos * 100, {
            max_bet: maxBet === null ? null : String(maxBet),
            cash_cap: cap === null ? null : String(cap),
          });
          let wagered = 0;
          for (const r of rounds) {
            const held = await ledger().balances(p.uid);
            const open = ['issued', 'active'].includes((await grantRow(p.grant.id)).state);
            const winAmount = Math.round(r.stake * r.winTimes);
            const { bet } = await round(p, r.kind, r.stake, winAmount);
            if (open && maxBet !== null && r.stake > maxBet * 100) {
              expect(bet.status).toBe('BET_LIMIT_EXCEEDED');
              continue;
            }
            if (r.stake > held.cash + held.bonus) {
              expect(bet.status).toBe('INSUFFICIENT_FUNDS');
              continue;
            }
            expect(bet.status).toBe('OK');
            const cashPart = Math.min(r.stake, held.cash);
            const bonusPart = r.stake - cashPart;
            const after = await ledger().balances(p.uid);
            const grant = await grantRow(p.grant.id);
            if (open) {
              const weight = r.kind === 'slot' ? 100 : 10;
              wagered = Math.min(wagered + Math.floor((r.stake * weight) / 100), bonusPesos * 200);
              expect(grant.wagered).toBe(wagered);
            }
            if (open && grant.state === 'active') {
              // Pro rata: the bonus share of the win, rounded up, stays bonus.
              const bonusBack = bonusPart > 0 ? Math.ceil((winAmount * bonusPart) / r.stake) : 0;
              expect(after.bonus).toBe(held.bonus - bonusPart + bonusBack);
              expect(after.cash).toBe(held.cash - cashPart + winAmount - bonusBack);
            }
            if (grant.state === 'completed') {
              expect(grant.balance).toBe(0);
              if (cap !== null) expect(grant.converted).toBeLessThanOrEqual(cap * 100);
              expect(after.bonus).toBe(0);
            }
          }
          await ledgerSound();
        },
      ),
      { numRuns: 30 },
    );
  }, 120_000);
});

describe('the player’s grants', () => {
  it('lists the player’s own grants with their wagering, never another player’s', async () => {
    const p = await player(0, 2_500);
    await player(0, 700);
    const listed = await signedCall(app, p.session, calls.bonusGrants);
    expect(listed.body).toEqual({
      status: true,
      data: [
        expect.objectContaining({
          id: p.grant.id,
          uid: p.uid,
          amount: '25.00',
          balance: '25.00',
          required: '50.00',
          wagered: '0.00',
          state: 'issued',
        }),
      ],
    });
  });
});

describe('operator bonus calls', () => {
  it('grants once per key, lists, and forfeits with a reason, each audited', async () => {
    const p = await kycPlayer(app);
    const operator = await signInOperator(app, 'bonus-operator', 'finance');
    const payload = {
      uid: p.uid,
      idempotency_key: `grant-${txid()}`,
      amount: '150',
      reason: 'goodwill',
    };
    const first = await signedCall(app, operator, operatorCalls.adminBonusGrant, payload);
    const again = await signedCall(app, operator, operatorCalls.adminBonusGrant, payload);
    expect(again.body).toEqual(first.body);
    expect(await ledger().balances(p.uid)).toMatchObject({ bonus: 0 });
    const approved = await approveHeld(app, first.body.data, 'finance');
    expect(approved.result).toMatchObject({ amount: '150.00', state: 'issued' });
    expect(await ledger().balances(p.uid)).toMatchObject({ bonus: 15_000 });
    const grantId = (approved.result as { id: number }).id;

    const listed = await signedCall(app, operator, operatorCalls.adminBonusList, { uid: p.uid });
    expect(listed.body).toMatchObject({ status: true, data: [{ id: grantId }] });

    const noReason = await signedCall(app, operator, operatorCalls.adminBonusForfeit, {
      id: grantId,
      reason: ' ',
    });
    expect(noReason.body).toMatchObject({ status: false });
    const forfeit = await signedCall(app, operator, operatorCalls.adminBonusForfeit, {
      id: grantId,
      reason: 'abuse of the offer',
    });
    expect(forfeit.body).toMatchObject({
      status: true,
      data: { state: 'forfeited', balance: '0.00', reason: 'abuse of the offer' },
    });
    const twice = await signedCall(app, operator, operatorCalls.adminBonusForfeit, {
      id: grantId,
      reason: 'again',
    });
    expect(twice.body).toMatchObject({ status: false, data: 'This bonus has already ended' });
    expect(await ledger().balances(p.uid)).toMatchObject({ bonus: 0 });
    // The bonus records show the grant coming in and going back, signed.
    const records = await signedCall(app, p.session, calls.bonusTransactions, { page: 1 });
    expect(records.body).toMatchObject({
      status: true,
      data: {
        t: 2,
        d: [
          { bonus: '-150.00', cash_type: CASH_TYPES.bonusForfeited },
          { bonus: '150.00', cash_type: CASH_TYPES.operatorBonus },
        ],
      },
    });
    const audit = await (
      await testDatabase()
    ).query<{ action: string }>('SELECT action FROM audit_log WHERE target_uid = $1 ORDER BY id', [
      p.uid,
    ]);
    expect(audit.map((a) => a.action)).toEqual([
      'approval.request',
      'approval.approve',
      'bonus.grant',
      'bonus.forfeit',
    ]);
    await ledgerSound();
  });
});
