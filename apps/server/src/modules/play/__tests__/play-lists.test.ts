import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { calls, operatorCalls } from '@pisoplay/contract';
import type { Session } from '@pisoplay/contract';
import { call, okData, signedCall, signInOperator, testApp } from '../../../test/harness.ts';
import { manualClock } from '../../../providers/clock.ts';
import { fund, kycPlayer } from '../../finance/__tests__/withdraw-fixtures.ts';
import {
  GAME_SECRET,
  launchableGame,
  providerClient,
  startSession,
  txid,
} from './play-fixtures.ts';

const AUTH_SECRET = 'play-lists-test-secret-0123456789abcdef';
const clock = manualClock(Date.now());
let app: FastifyInstance;
let operator: Session;
/** Reads bets and the audit log (the admin who changes games may not). */
let riskDesk: Session;

beforeAll(async () => {
  app = await testApp(
    { AUTH_SECRET, GAME_BUILTIN_SECRET: GAME_SECRET, DEPOSIT_TURNOVER_MULTIPLIER: '0' },
    { clock },
  );
  operator = await signInOperator(app, 'games-desk', 'admin');
  riskDesk = await signInOperator(app, 'risk-desk', 'risk');
});
afterAll(() => app.close());

describe('favourites and recently played', () => {
  it('adds, lists (latest first) and removes favourites', async () => {
    const { session } = await kycPlayer(app);
    const [first, second] = [await launchableGame(0), await launchableGame(1)];
    await signedCall(app, session, calls.favInsert, { id: first.id });
    clock.advance(1000);
    await signedCall(app, session, calls.favInsert, { id: second.id });
    await signedCall(app, session, calls.favInsert, { id: second.id });
    const listed = await signedCall(app, session, calls.favList, { page: 1, page_size: 1000 });
    expect(listed.body.status && listed.body.data.data.map((g) => g.id)).toEqual([
      second.id,
      first.id,
    ]);
    await signedCall(app, session, calls.favDelete, { id: second.id });
    const after = await signedCall(app, session, calls.favList, {});
    expect(after.body.status && after.body.data).toMatchObject({ t: 1, s: 1 });
    const missing = await signedCall(app, session, calls.favInsert, { id: 2_000_000_000 });
    expect(missing.body).toMatchObject({ status: false, code: 'ERR_NOT_FOUND' });
  });

  it('lists launched games, the latest first', async () => {
    const { session } = await kycPlayer(app);
    const [first, second] = [await launchableGame(2), await launchableGame(3)];
    await signedCall(app, session, calls.gameLaunch, { code: first.code });
    clock.advance(1000);
    await signedCall(app, session, calls.gameLaunch, { code: second.code });
    const history = await signedCall(app, session, calls.gameHistory, {});
    expect(history.body.status && history.body.data.d.map((g) => g.code)).toEqual([
      second.code,
      first.code,
    ]);
  });
});

describe('operator calls', () => {
  it('lists offline games to operators, which the players’ list leaves out', async () => {
    const game = await launchableGame(4);
    await okData(
      signedCall(app, operator, operatorCalls.adminGameUpdate, {
        id: game.id,
        online: 0,
        reason: 'Provider contract ended',
      }),
    );
    try {
      const players = await okData(call(app, calls.gameList, { page_size: 1000 }));
      expect(players.d.some((g) => g.id === game.id)).toBe(false);
      const found = await okData(
        signedCall(app, operator, operatorCalls.adminGameList, { q: game.code, page_size: 100 }),
      );
      expect(found.d.find((g) => g.id === game.id)).toMatchObject({ online: 0 });
      const all = await okData(
        signedCall(app, operator, operatorCalls.adminGameList, { page_size: 100 }),
      );
      expect(all.t).toBeGreaterThanOrEqual(players.t);
      const refused = await signedCall(app, riskDesk, operatorCalls.adminGameList, {});
      expect(refused.statusCode).toBe(403);
    } finally {
      await signedCall(app, operator, operatorCalls.adminGameUpdate, {
        id: game.id,
        online: 1,
        reason: 'Back online',
      });
    }
  });

  it('puts a game under maintenance (audited): lists show it and it cannot launch', async () => {
    const game = await launchableGame(4);
    const updated = await signedCall(app, operator, operatorCalls.adminGameUpdate, {
      id: game.id,
      maintained: 1,
      reason: 'Provider maintenance',
    });
    expect(updated.body.status && updated.body.data).toMatchObject({
      id: game.id,
      maintained: 1,
      updated_name: 'games-desk',
    });
    try {
      const listed = await call(app, calls.gameList, { page_size: 1000 });
      const shown = listed.body.status && listed.body.data.d.find((g) => g.id === game.id);
      expect(shown).toMatchObject({ maintained: 1 });
      const { session } = await kycPlayer(app);
      const launched = await signedCall(app, session, calls.gameLaunch, { code: game.code });
      expect(launched.body).toMatchObject({ status: false, code: 'ERR_BUSINESS' });
      const audit = await signedCall(app, riskDesk, operatorCalls.adminAuditList, {});
      expect(audit.body.status && audit.body.data.d[0]).toMatchObject({
        action: 'game_update',
        reason: 'Provider maintenance',
      });
    } finally {
      await signedCall(app, operator, operatorCalls.adminGameUpdate, {
        id: game.id,
        maintained: 0,
        reason: 'Maintenance over',
      });
    }
    const nothing = await signedCall(app, operator, operatorCalls.adminGameUpdate, {
      id: game.id,
      reason: 'Nothing',
    });
    expect(nothing.body).toMatchObject({
      status: false,
      code: 'ERR_VALIDATION',
      data: 'Nothing to change',
    });
    const unexplained = await signedCall(app, operator, operatorCalls.adminGameUpdate, {
      id: game.id,
      maintained: 0,
      reason: '',
    });
    expect(unexplained.body).toMatchObject({ status: false, code: 'ERR_VALIDATION' });
  });

  it("lists a player's settled rounds", async () => {
    const player = await kycPlayer(app);
    await fund(app, player.uid, 10_000);
    const game = await launchableGame();
    const s = await startSession(app, player.session, game);
    const provider = providerClient(app, { now: () => clock.now() });
    const round = txid();
    const ids = { session_id: s.session_id, player_id: s.player_id, game_code: game.code };
    await provider('bet', { ...ids, transaction_id: txid(), round_id: round, amount: 700 });
    await provider('win', {
      ...ids,
      transaction_id: txid(),
      round_id: round,
      amount: 0,
      round_closed: true,
    });
    const bets = await signedCall(app, riskDesk, operatorCalls.adminBets, { uid: player.uid });
    expect(bets.body.status && bets.body.data).toMatchObject({
      t: 1,
      d: [{ uid: player.uid, round_id: round, bet_amount: '7.00', net_amount: '-7.00' }],
    });
  });
});
