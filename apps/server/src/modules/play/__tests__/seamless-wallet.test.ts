import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CASH_TYPES, calls, kycStatusNumber } from '@pisoplay/contract';
import { GATE_MESSAGES } from '../../kyc/messages.ts';
import { signedCall, testApp, testDatabase, servicesOf } from '../../../test/harness.ts';
import { manualClock } from '../../../providers/clock.ts';
import { fund, kycPlayer } from '../../finance/__tests__/withdraw-fixtures.ts';
import type { Player } from '../../finance/__tests__/withdraw-fixtures.ts';
import { bodySignature } from '../../../platform/crypto.ts';
import {
  GAME_SECRET,
  launchableGame,
  providerClient,
  startSession,
  txid,
} from './play-fixtures.ts';

const clock = manualClock(Date.now());
let app: FastifyInstance;
let provider: ReturnType<typeof providerClient>;
let game: { id: number; code: string };

beforeAll(async () => {
  app = await testApp(
    { GAME_BUILTIN_SECRET: GAME_SECRET, DEPOSIT_TURNOVER_MULTIPLIER: '0' },
    { clock },
  );
  provider = providerClient(app, { now: () => clock.now() });
  game = await launchableGame();
});
afterAll(() => app.close());

/** A verified player holding `pesos`, in a game session. */
async function playing(pesos: number) {
  const player = await kycPlayer(app);
  if (pesos > 0) await fund(app, player.uid, pesos * 100);
  const session = await startSession(app, player.session, game);
  return { ...player, ...session };
}

type Playing = Player & { session_id: string; player_id: string };

const bet = (p: Playing, amount: number, ids: { tx?: string; round?: string } = {}) =>
  provider('bet', {
    session_id: p.session_id,
    player_id: p.player_id,
    transaction_id: ids.tx ?? txid(),
    round_id: ids.round ?? txid(),
    game_code: game.code,
    amount,
  });

const win = (p: Playing, round: string, amount: number, tx = txid(), closed = true) =>
  provider('win', {
    session_id: p.session_id,
    player_id: p.player_id,
    transaction_id: tx,
    round_id: round,
    game_code: game.code,
    amount,
    round_closed: closed,
  });

const rollback = (p: Playing, reference: string, round: string, tx = txid()) =>
  provider('rollback', {
    player_id: p.player_id,
    transaction_id: tx,
    reference_transaction_id: reference,
    round_id: round,
    game_code: game.code,
  });

const balances = (uid: number) => servicesOf(app).ledger.balances(uid);

describe('the seamless wallet', () => {
  it('authenticates with a launch token and signs its reply', async () => {
    const p = await playing(100);
    expect(p.balance).toBe(10_000);
    const answer = await provider('balance', { session_id: p.session_id, player_id: p.player_id });
    expect(answer.reply).toEqual({ status: 'OK', balance: 10_000, currency: 'PHP' });
    expect(answer.signature).toBe(bodySignature(GAME_SECRET, JSON.stringify(answer.reply)));
  });

  it('takes a bet, pays the win and writes the bet record, XP and wagering on close', async () => {
    const p = await playing(100);
    const round = txid();
    const placed = await bet(p, 2_550, { round });
    expect(placed.reply).toMatchObject({ status: 'OK', balance: 7_450 });
    const paid = await win(p, round, 4_000);
    expect(paid.reply).toMatchObject({ status: 'OK', balance: 11_450 });

    const list = await signedCall(app, p.session, calls.betList, {});
    if (!list.body.status) throw new Error(String(list.body.data));
    expect(list.body.data).toMatchObject({ t: 1, bt: '25.50', wt: '40.00' });
    const [record] = list.body.data.d;
    expect(record).toMatchObject({
      round_id: round,
      bet_amount: '25.50',
      settlement_amount: '40.00',
      net_amount: '14.50',
      status: 'settled',
      currency: 'PHP',
    });
    const detail = await signedCall(app, p.session, calls.betDetail, { id: record!.id });
    expect(detail.body.status && detail.body.data.moves.map((m) => m.kind)).toEqual(['bet', 'win']);
    const [member] = await (
      await testDatabase()
    ).query<{ xp: number }>('SELECT xp FROM members WHERE uid = $1', [p.uid]);
    expect(member!.xp).toBe(25);
  });

  it('answers a repeated bet with its original reply and moves the money once', async () => {
    const p = await playing(100);
    const ids = { tx: txid(), round: txid() };
    const first = await bet(p, 1_000, ids);
    const again = await bet(p, 1_000, ids);
    expect(again.reply).toEqual(first.reply);
    expect((await balances(p.uid)).cash).toBe(9_000);
    const changed = await bet(p, 2_000, ids);
    expect(changed.reply).toMatchObject({ status: 'TRANSACTION_MISMATCH', balance: 9_000 });
  });

  it('remembers a rollback that came before its bet and refuses the bet', async () => {
    const p = await playing(100);
    const ids = { tx: txid(), round: txid() };
    const early = await rollback(p, ids.tx, ids.round);
    expect(early.reply).toEqual({ status: 'OK', balance: 10_000 });
    const late = await bet(p, 1_000, ids);
    expect(late.reply).toEqual({ status: 'TRANSACTION_ROLLED_BACK', balance: 10_000 });
    expect((await balances(p.uid)).cash).toBe(10_000);
  });

  it('rolls a bet back once, whatever the repeats', async () => {
    const p = await playing(100);
    const ids = { tx: txid(), round: txid() };
    await bet(p, 3_000, ids);
    const rollbackId = txid();
    const first = await rollback(p, ids.tx, ids.round, rollbackId);
    expect(first.reply).toMatchObject({ status: 'OK', balance: 10_000 });
    expect((await rollback(p, ids.tx, ids.round, rollbackId)).reply).toEqual(first.reply);
    expect((await rollback(p, ids.tx, ids.round)).reply).toMatchObject({ balance: 10_000 });
    expect((await balances(p.uid)).cash).toBe(10_000);
  });

  it('refuses and logs a win whose round has no bet', async () => {
    const p = await playing(100);
    const round = txid();
    const answer = await win(p, round, 5_000);
    expect(answer.reply).toEqual({ status: 'ROUND_NOT_FOUND', balance: 10_000 });
    const logged = await (
      await testDatabase()
    ).query('SELECT status FROM game_wallet_incidents WHERE round_id = $1', [round]);
    expect(logged).toEqual([{ status: 'ROUND_NOT_FOUND' }]);
  });

  it('refuses a bet into a closed round and an overdraw, with the balance', async () => {
    const p = await playing(10);
    const round = txid();
    await bet(p, 500, { round });
    await win(p, round, 0);
    expect((await bet(p, 100, { round })).reply).toMatchObject({ status: 'ROUND_CLOSED' });
    expect((await bet(p, 600)).reply).toEqual({ status: 'INSUFFICIENT_FUNDS', balance: 500 });
  });

  it('accepts exactly five of twenty concurrent bets on a balance that covers five', async () => {
    const p = await playing(50);
    const answers = await Promise.all(Array.from({ length: 20 }, () => bet(p, 1_000)));
    const statuses = answers.map((a) => a.reply.status);
    expect(statuses.filter((s) => s === 'OK')).toHaveLength(5);
    expect(statuses.filter((s) => s === 'INSUFFICIENT_FUNDS')).toHaveLength(15);
    expect(await balances(p.uid)).toMatchObject({ cash: 0, bonus: 0 });
  });

  it('spends cash before bonus and pays wins back in the stake’s proportion', async () => {
    const p = await playing(50);
    await servicesOf(app).ledger.grantBonus({
      uid: p.uid,
      source: 'operator',
      sourceRef: `test-bonus:${txid()}`,
      amount: 10_000,
      cashType: CASH_TYPES.mysteryBox,
      now: Date.now(),
    });
    const round = txid();
    await bet(p, 10_000, { round });
    expect(await balances(p.uid)).toMatchObject({ cash: 0, bonus: 5_000 });
    await win(p, round, 20_000);
    expect(await balances(p.uid)).toMatchObject({ cash: 10_000, bonus: 15_000 });
  });

  it('counts a closed round toward a bonus’s wagering and releases the bonus once met', async () => {
    const p = await playing(100);
    await servicesOf(app).ledger.grantBonus({
      uid: p.uid,
      source: 'operator',
      sourceRef: `test-bonus:${txid()}`,
      amount: 1_000,
      cashType: CASH_TYPES.mysteryBox,
      now: Date.now(),
    });
    const round = txid();
    await bet(p, 2_000, { round });
    expect(await balances(p.uid)).toMatchObject({ cash: 8_000, bonus: 1_000 });
    const closed = await win(p, round, 0);
    expect(closed.reply).toMatchObject({ status: 'OK', balance: 9_000 });
    expect(await balances(p.uid)).toMatchObject({ cash: 9_000, bonus: 0, wageringRemaining: 0 });
  });

  it('refuses a bad signature, an unknown provider, a stale timestamp and a bad body', async () => {
    const p = await playing(10);
    const body = { session_id: p.session_id, player_id: p.player_id };
    const forged = await provider('balance', body, { signature: 'sha256=00' });
    expect(forged).toMatchObject({ statusCode: 401, reply: { status: 'INVALID_SIGNATURE' } });
    const stranger = providerClient(app, { providerId: 'nobody', now: () => clock.now() });
    expect((await stranger('balance', body)).statusCode).toBe(401);
    const stale = providerClient(app, { now: () => clock.now() - 6 * 60_000 });
    expect((await stale('balance', body)).reply.status).toBe('INVALID_SIGNATURE');
    const bad = await provider('bet', { ...body, amount: -5 });
    expect(bad).toMatchObject({ statusCode: 400, reply: { status: 'BAD_REQUEST' } });
  });
});

describe('game launch', () => {
  it.each(['unset', 'basic_account', 'frozen'] as const)(
    'is refused while the KYC status is %s',
    async (kycStatus) => {
      const { session } = await kycPlayer(app, { kycStatus });
      const launched = await signedCall(app, session, calls.gameLaunch, { code: game.code });
      expect(launched.body).toMatchObject({ status: false, code: 'ERR_BUSINESS' });
      expect(launched.body.data).toBe(GATE_MESSAGES.play);
    },
  );

  it('is refused for a blocked player, whose sessions end with the block', async () => {
    const { session, uid } = await kycPlayer(app);
    await (
      await testDatabase()
    ).query('UPDATE members SET kyc_status = $2 WHERE uid = $1', [uid, kycStatusNumber('block')]);
    const launched = await signedCall(app, session, calls.gameLaunch, { code: game.code });
    expect(launched.body.status).toBe(false);
    const tokens = await (
      await testDatabase()
    ).query('SELECT 1 FROM game_launch_tokens WHERE uid = $1', [uid]);
    expect(tokens).toEqual([]);
  });

  it('refuses the game its token was not made for, and a player blocked since launch', async () => {
    const { session, uid } = await kycPlayer(app);
    const launch = async () => {
      const launched = await signedCall(app, session, calls.gameLaunch, { code: game.code });
      return new URL(String(launched.body.data), 'http://x').searchParams.get('token');
    };
    const other = await launchableGame(1);
    const wrongGame = await provider('authenticate', {
      token: await launch(),
      game_code: other.code,
    });
    expect(wrongGame.reply).toEqual({ status: 'INVALID_TOKEN' });
    const token = await launch();
    await (
      await testDatabase()
    ).query('UPDATE members SET kyc_status = $2 WHERE uid = $1', [uid, kycStatusNumber('frozen')]);
    const blocked = await provider('authenticate', { token, game_code: game.code });
    expect(blocked.reply).toMatchObject({ status: 'PLAYER_BLOCKED' });
  });

  it('gives a single-use token that expires after two minutes', async () => {
    const { session } = await kycPlayer(app);
    const launched = await signedCall(app, session, calls.gameLaunchV2, { code: game.code });
    if (!launched.body.status) throw new Error(String(launched.body.data));
    expect(launched.body.data).toMatch(/^\/games\/builtin\/\w+\/\?token=[\w-]{43}&/);
    const token = new URL(launched.body.data, 'http://x').searchParams.get('token');
    const stored = await (
      await testDatabase()
    ).query('SELECT 1 FROM game_launch_tokens WHERE token_hash = $1', [token]);
    expect(stored).toEqual([]);
    const first = await provider('authenticate', { token, game_code: game.code });
    expect(first.reply.status).toBe('OK');
    const second = await provider('authenticate', { token, game_code: game.code });
    expect(second.reply).toEqual({ status: 'INVALID_TOKEN' });

    const later = await signedCall(app, session, calls.gameLaunchV2, { code: game.code });
    clock.advance(2 * 60_000 + 1);
    const expired = await provider('authenticate', {
      token: new URL(String(later.body.data), 'http://x').searchParams.get('token'),
      game_code: game.code,
    });
    expect(expired.reply).toEqual({ status: 'INVALID_TOKEN' });
  });

  it('is refused for a game under maintenance', async () => {
    const { session } = await kycPlayer(app);
    const other = await launchableGame(1);
    const db = await testDatabase();
    await db.query('UPDATE games SET maintained = 1 WHERE id = $1', [other.id]);
    try {
      const launched = await signedCall(app, session, calls.gameLaunch, { code: other.code });
      expect(launched.body).toEqual({
        status: false,
        code: 'ERR_BUSINESS',
        data: 'This game is under maintenance. Please try again later.',
      });
    } finally {
      await db.query('UPDATE games SET maintained = 0 WHERE id = $1', [other.id]);
    }
  });
});
