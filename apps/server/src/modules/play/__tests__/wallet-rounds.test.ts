import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CASH_TYPES, calls, kycStatusNumber } from '@pisoplay/contract';
import {
  creditTestDeposit,
  signedCall,
  testApp,
  testDatabase,
  servicesOf,
} from '../../../test/harness.ts';
import { manualClock } from '../../../providers/clock.ts';
import { fund, kycPlayer } from '../../finance/__tests__/withdraw-fixtures.ts';
import type { Player } from '../../finance/__tests__/withdraw-fixtures.ts';
import {
  GAME_SECRET,
  launchableGame,
  providerClient,
  startSession,
  txid,
} from './play-fixtures.ts';

// Issue 29: what a game provider can do to a round, and what it must not be able to.
const clock = manualClock(Date.now());
let app: FastifyInstance;
let provider: ReturnType<typeof providerClient>;
let game: { id: number; code: string };
let otherGame: { id: number; code: string };

beforeAll(async () => {
  app = await testApp(
    { GAME_BUILTIN_SECRET: GAME_SECRET, DEPOSIT_TURNOVER_MULTIPLIER: '0' },
    { clock },
  );
  provider = providerClient(app, { now: () => clock.now() });
  game = await launchableGame();
  otherGame = await launchableGame(1);
});
afterAll(() => app.close());

type Playing = Player & { session_id: string; player_id: string; game: { code: string } };

/** A verified player holding `pesos`, in a game session of `inGame`. */
async function playing(pesos: number, inGame = game): Promise<Playing> {
  const player = await kycPlayer(app);
  if (pesos > 0) await fund(app, player.uid, pesos * 100);
  return { ...player, ...(await startSession(app, player.session, inGame)), game: inGame };
}

const bet = (p: Playing, amount: number, ids: { tx?: string; round?: string } = {}) =>
  provider('bet', {
    session_id: p.session_id,
    player_id: p.player_id,
    transaction_id: ids.tx ?? txid(),
    round_id: ids.round ?? txid(),
    game_code: p.game.code,
    amount,
  });

const win = (p: Playing, round: string, amount: number, closed = true) =>
  provider('win', {
    session_id: p.session_id,
    player_id: p.player_id,
    transaction_id: txid(),
    round_id: round,
    game_code: p.game.code,
    amount,
    round_closed: closed,
  });

const rollback = (p: Playing, reference: string, round: string, gameCode = p.game.code) =>
  provider('rollback', {
    player_id: p.player_id,
    transaction_id: txid(),
    reference_transaction_id: reference,
    round_id: round,
    game_code: gameCode,
  });

const voidRound = (p: Playing, round: string, tx = txid()) =>
  provider('void', {
    player_id: p.player_id,
    transaction_id: tx,
    round_id: round,
    game_code: p.game.code,
  });

const resettle = (p: Playing, round: string, amount: number) =>
  provider('resettle', {
    player_id: p.player_id,
    transaction_id: txid(),
    round_id: round,
    game_code: p.game.code,
    amount,
  });

const balances = (uid: number) => servicesOf(app).ledger.balances(uid);

async function xpOf(uid: number): Promise<number> {
  const [row] = await (
    await testDatabase()
  ).query<{ xp: number }>('SELECT xp FROM members WHERE uid = $1', [uid]);
  return row!.xp;
}

async function incidents(round: string): Promise<{ action: string; status: string }[]> {
  return (await testDatabase()).query(
    'SELECT action, status FROM game_wallet_incidents WHERE round_id = $1 ORDER BY id',
    [round],
  );
}

async function betRecords(p: Playing) {
  const list = await signedCall(app, p.session, calls.betList, {});
  if (!list.body.status) throw new Error(String(list.body.data));
  return list.body.data;
}

const giveBonus = (uid: number, centavos: number) =>
  servicesOf(app).ledger.grantBonus({
    uid,
    source: 'operator',
    sourceRef: `test-bonus:${txid()}`,
    amount: centavos,
    cashType: CASH_TYPES.mysteryBox,
    now: Date.now(),
  });

async function setPlayerStatus(uid: number, status: 'block' | 'frozen') {
  await (
    await testDatabase()
  ).query('UPDATE members SET kyc_status = $2 WHERE uid = $1', [uid, kycStatusNumber(status)]);
}

/** Runs `work` with a column of the game changed, and restores it (the games are shared). */
async function withGame(
  change: 'online = 0' | 'maintained = 1' | 'max_win_multiplier = 2',
  work: () => Promise<void>,
) {
  const db = await testDatabase();
  const restore = {
    'online = 0': 'online = 1',
    'maintained = 1': 'maintained = 0',
    'max_win_multiplier = 2': 'max_win_multiplier = 10000',
  }[change];
  await db.query(`UPDATE games SET ${change} WHERE id = $1`, [game.id]);
  try {
    await work();
  } finally {
    await db.query(`UPDATE games SET ${restore} WHERE id = $1`, [game.id]);
  }
}

describe('a round that paid a win', () => {
  it('refuses to roll a bet back, so stake and win are never both kept, and still closes', async () => {
    const p = await playing(100);
    const ids = { tx: txid(), round: txid() };
    await bet(p, 1_000, ids);
    expect((await win(p, ids.round, 5_000, false)).reply).toMatchObject({ status: 'OK' });
    const refused = await rollback(p, ids.tx, ids.round);
    expect(refused.reply).toEqual({ status: 'BET_ALREADY_SETTLED', balance: 14_000 });
    expect((await balances(p.uid)).cash).toBe(14_000);
    expect((await win(p, ids.round, 0)).reply).toMatchObject({ status: 'OK', balance: 14_000 });
    expect((await betRecords(p)).d).toMatchObject([{ bet_amount: '10.00', status: 'settled' }]);
  });
});

describe('a round belongs to its game', () => {
  it('refuses a win through another game’s session', async () => {
    const p = await playing(100);
    const elsewhere = { ...p, ...(await startSession(app, p.session, otherGame)), game: otherGame };
    const round = txid();
    await bet(p, 1_000, { round });
    const answer = await win(elsewhere, round, 50_000);
    expect(answer.reply).toEqual({ status: 'ROUND_NOT_FOUND', balance: 9_000 });
    expect(await incidents(round)).toEqual([{ action: 'win', status: 'ROUND_NOT_FOUND' }]);
    expect((await balances(p.uid)).cash).toBe(9_000);
  });

  it('refuses a bet into, or a rollback from, another game’s round', async () => {
    const p = await playing(100);
    const elsewhere = { ...p, ...(await startSession(app, p.session, otherGame)), game: otherGame };
    const ids = { tx: txid(), round: txid() };
    await bet(p, 1_000, ids);
    expect((await bet(elsewhere, 500, { round: ids.round })).reply).toEqual({
      status: 'TRANSACTION_MISMATCH',
      balance: 9_000,
    });
    expect((await rollback(p, ids.tx, ids.round, otherGame.code)).reply).toMatchObject({
      status: 'TRANSACTION_MISMATCH',
    });
    expect((await balances(p.uid)).cash).toBe(9_000);
  });
});

describe('every bet checks the player and the game', () => {
  it.each(['block', 'frozen'] as const)(
    'refuses bets from a player set to %s on a session opened before',
    async (status) => {
      const p = await playing(100);
      const round = txid();
      await bet(p, 1_000, { round });
      await setPlayerStatus(p.uid, status);
      expect((await bet(p, 1_000)).reply).toEqual({ status: 'PLAYER_BLOCKED', balance: 9_000 });
      // What the player won before is still paid.
      expect((await win(p, round, 2_000)).reply).toMatchObject({ status: 'OK', balance: 11_000 });
    },
  );

  it('refuses bets once the KYC deadline has frozen the account, as the play gate does', async () => {
    const p = await playing(100);
    await (
      await testDatabase()
    ).query(`UPDATE members SET kyc_status = $2, created_at = $3 WHERE uid = $1`, [
      p.uid,
      kycStatusNumber('basic_kyc'),
      new Date(clock.now() - 73 * 3600_000),
    ]);
    expect((await bet(p, 1_000)).reply).toEqual({ status: 'PLAYER_BLOCKED', balance: 10_000 });
  });

  it.each(['online = 0', 'maintained = 1'] as const)(
    'refuses bets on a game changed to %s',
    async (change) => {
      const p = await playing(100);
      await withGame(change, async () => {
        expect((await bet(p, 1_000)).reply).toEqual({
          status: 'GAME_UNAVAILABLE',
          balance: 10_000,
        });
      });
      expect((await bet(p, 1_000)).reply).toMatchObject({ status: 'OK' });
    },
  );
});

describe('refusals and limits', () => {
  it('answers TRANSACTION_MISMATCH with the caller’s balance, never another player’s', async () => {
    const rich = await playing(5_000);
    const caller = await playing(10);
    const ids = { tx: txid(), round: txid() };
    await bet(rich, 1_000, ids);
    const reused = await bet(caller, 1_000, ids);
    expect(reused.reply).toEqual({ status: 'TRANSACTION_MISMATCH', balance: 1_000 });
  });

  it('refuses a currency other than PHP, and takes PHP', async () => {
    const p = await playing(100);
    const body = {
      session_id: p.session_id,
      player_id: p.player_id,
      round_id: txid(),
      game_code: game.code,
      amount: 1_000,
    };
    const usd = await provider('bet', { ...body, transaction_id: txid(), currency: 'USD' });
    expect(usd).toMatchObject({ statusCode: 400, reply: { status: 'BAD_REQUEST' } });
    expect(usd.reply.message).toMatch(/currency/);
    expect((await balances(p.uid)).cash).toBe(10_000);
    const php = await provider('bet', { ...body, transaction_id: txid(), currency: 'PHP' });
    expect(php.reply).toMatchObject({ status: 'OK', balance: 9_000 });
  });

  it('refuses and logs a win over the game’s maximum multiplier of the round’s stake', async () => {
    const p = await playing(100);
    const round = txid();
    await withGame('max_win_multiplier = 2', async () => {
      await bet(p, 1_000, { round });
      expect((await win(p, round, 1_500, false)).reply.status).toBe('OK');
      expect((await win(p, round, 600)).reply).toEqual({
        status: 'WIN_LIMIT_EXCEEDED',
        balance: 10_500,
      });
      expect(await incidents(round)).toEqual([{ action: 'win', status: 'WIN_LIMIT_EXCEEDED' }]);
      expect((await win(p, round, 500)).reply).toMatchObject({ status: 'OK', balance: 11_000 });
    });
  });
});

describe('void', () => {
  it('returns a closed round’s stake, takes its win back and reverses its XP and wagering', async () => {
    const p = await playing(100);
    // A deposit requirement of 50 pesos that the round's stake meets.
    await creditTestDeposit(app, p.uid, 5_000);
    const db = await testDatabase();
    await db.query(
      `INSERT INTO wagering_requirements (uid, kind, source_transfer, locked_amount, required)
       SELECT $1, 'deposit', max(id), 5000, 5000 FROM ledger_transfers`,
      [p.uid],
    );
    expect((await balances(p.uid)).withdrawable).toBe(10_000);
    const round = txid();
    await bet(p, 6_000, { round });
    await win(p, round, 9_000);
    expect(await xpOf(p.uid)).toBe(60);
    expect(await balances(p.uid)).toMatchObject({ cash: 18_000, withdrawable: 18_000 });

    const voidTx = txid();
    const voided = await voidRound(p, round, voidTx);
    expect(voided.reply).toMatchObject({ status: 'OK', balance: 15_000 });
    expect(await balances(p.uid)).toMatchObject({
      cash: 15_000,
      withdrawable: 10_000,
      wageringRemaining: 5_000,
    });
    expect(await xpOf(p.uid)).toBe(0);
    expect((await betRecords(p)).d).toMatchObject([
      { bet_amount: '60.00', settlement_amount: '60.00', net_amount: '0.00', status: 'void' },
    ]);
    // Repeats move nothing; a win or rollback into the voided round is refused.
    expect((await voidRound(p, round, voidTx)).reply).toEqual(voided.reply);
    expect((await voidRound(p, round)).reply).toMatchObject({ status: 'OK', balance: 15_000 });
    expect((await win(p, round, 1_000)).reply.status).toBe('ROUND_CLOSED');
    expect((await balances(p.uid)).cash).toBe(15_000);
  });

  it('returns the stakes of an open round', async () => {
    const p = await playing(100);
    const round = txid();
    await bet(p, 2_000, { round });
    await bet(p, 3_000, { round });
    expect((await voidRound(p, round)).reply).toMatchObject({ status: 'OK', balance: 10_000 });
    expect((await betRecords(p)).d).toMatchObject([{ bet_amount: '50.00', status: 'void' }]);
    expect(await xpOf(p.uid)).toBe(0);
  });

  it('changes nothing, and is logged, when the player no longer has the win to give back', async () => {
    const p = await playing(10);
    const round = txid();
    await bet(p, 1_000, { round });
    await win(p, round, 50_000);
    await bet(p, 50_000, { round: txid() });
    const refused = await voidRound(p, round);
    expect(refused.reply).toEqual({ status: 'INSUFFICIENT_FUNDS', balance: 0 });
    expect(await incidents(round)).toEqual([{ action: 'void', status: 'INSUFFICIENT_FUNDS' }]);
    expect((await betRecords(p)).d.map((r) => r.status)).toEqual(['settled']);
  });

  it('claws a released bonus back when the wagering that released it is reversed', async () => {
    const p = await playing(0);
    await giveBonus(p.uid, 1_000);
    const round = txid();
    await bet(p, 1_000, { round });
    await win(p, round, 3_000, false);
    await bet(p, 1_000, { round });
    await win(p, round, 0);
    // 2,000 staked meets the 2x requirement: the bonus and its winnings are cash now.
    expect(await balances(p.uid)).toMatchObject({ cash: 2_000, bonus: 0, wageringRemaining: 0 });
    await voidRound(p, round);
    expect(await balances(p.uid)).toMatchObject({
      cash: 0,
      bonus: 1_000,
      wageringRemaining: 2_000,
    });
  });
});

describe('resettle', () => {
  it('pays or takes back the difference to a closed round’s new total win', async () => {
    const p = await playing(100);
    const round = txid();
    await bet(p, 1_000, { round });
    expect((await resettle(p, round, 3_000)).reply.status).toBe('ROUND_OPEN');
    await win(p, round, 2_000);
    expect((await resettle(p, round, 3_000)).reply).toMatchObject({
      status: 'OK',
      balance: 12_000,
    });
    expect((await resettle(p, round, 500)).reply).toMatchObject({ status: 'OK', balance: 9_500 });
    expect((await betRecords(p)).d).toMatchObject([
      { settlement_amount: '5.00', net_amount: '-5.00' },
    ]);
    expect(await xpOf(p.uid)).toBe(10);
  });
});

describe('bonus money', () => {
  it('releases a met bonus with its winnings, so no later bonus draws on them', async () => {
    const p = await playing(0);
    await giveBonus(p.uid, 1_000);
    const round = txid();
    await bet(p, 1_000, { round });
    await win(p, round, 5_000);
    expect(await balances(p.uid)).toMatchObject({ cash: 0, bonus: 5_000 });
    const next = txid();
    await bet(p, 1_000, { round: next });
    await win(p, next, 0);
    expect(await balances(p.uid)).toMatchObject({ cash: 4_000, bonus: 0, wageringRemaining: 0 });
    await giveBonus(p.uid, 500);
    expect(await balances(p.uid)).toMatchObject({ cash: 4_000, bonus: 500 });
  });

  it('pays a win to cash when the bonus that staked it was released meanwhile', async () => {
    const p = await playing(0);
    await giveBonus(p.uid, 1_000);
    const open = txid();
    await bet(p, 500, { round: open });
    const other = txid();
    await bet(p, 500, { round: other });
    await win(p, other, 1_500);
    const closing = txid();
    await bet(p, 1_500, { round: closing });
    await win(p, closing, 0);
    expect(await balances(p.uid)).toMatchObject({ bonus: 0, wageringRemaining: 0 });
    await win(p, open, 700);
    expect(await balances(p.uid)).toMatchObject({ cash: 700, bonus: 0 });
  });
});
