import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../../clock.ts';
import { createGameProviders } from '../../index.ts';
import { httpTransport } from '../wallet-client.ts';
import { baccaratPayout } from '../engines/baccarat.ts';
import type { BaccaratSide } from '@pisoplay/contract';
import { SLOT_PAYLINES, linePay, slotMachineFor, slotPayout } from '../engines/slot.ts';
import type { SlotSpin } from '../engines/slot.ts';
import { testApp, testConfig, testDatabase, servicesOf } from '../../../../test/harness.ts';
import { startWalletStandIn } from './wallet-stand-in.ts';

const SECRET = 'builtin-test-secret-0123456789abcdef';
const clock = manualClock();
let wallet: Awaited<ReturnType<typeof startWalletStandIn>>;
let app: FastifyInstance;
const codes: Record<'slot' | 'crash' | 'table', string> = { slot: '', crash: '', table: '' };
let players = 0;

beforeAll(async () => {
  wallet = await startWalletStandIn(SECRET);
  const config = testConfig({ GAME_BUILTIN_SECRET: SECRET });
  const games = createGameProviders(config, {
    walletTransport: httpTransport(wallet.origin, 1_000),
  });
  app = await testApp({ GAME_BUILTIN_SECRET: SECRET }, { clock, games });
  const db = await testDatabase();
  for (const [kind, type] of [
    ['slot', 3],
    ['crash', 2],
    ['table', 5],
  ] as const) {
    const [row] = await db.query<{ code: string }>(
      'SELECT code FROM games WHERE game_type = $1 ORDER BY id LIMIT 1',
      [type],
    );
    codes[kind] = row!.code;
  }
});
afterAll(async () => {
  await app.close();
  await wallet.close();
});
beforeEach(() => wallet.heal());

/**
 * Opens a game (a kind's first seeded game, or the code given) for a new player with `balance`
 * centavos; answers the player, the handle and the game's rules.
 */
async function open(kind: 'slot' | 'crash' | 'table', balance: number, code = codes[kind]) {
  players += 1;
  const player = `p${players}-${Date.now()}`;
  const token = wallet.launch(player, code, balance);
  const response = await app.inject({
    method: 'POST',
    url: '/games/builtin/api/session',
    payload: { token, game: code },
  });
  expect(response.statusCode).toBe(200);
  const session = response.json<{
    handle: string;
    balance: number;
    kind: string;
    game: { name: string };
    rules: { machine?: string; rtp: number; linePays?: unknown; scatterPays?: unknown };
  }>();
  return { player, token, ...session };
}

const post = (url: string, handle: string, payload: object) =>
  app.inject({
    method: 'POST',
    url: `/games/builtin/api/${url}`,
    headers: { 'x-game-session': handle },
    payload,
  });
const callsOf = (round: string) => wallet.calls.filter((c) => c.body.round_id === round);

describe('built-in game server on the seamless wallet', () => {
  it('opens a session from the launch token through authenticate; the token works once', async () => {
    const session = await open('slot', 10_000);
    expect(session.balance).toBe(10_000);
    expect(session.kind).toBe('slot');
    expect(session.game.name).toBeTruthy();
    expect(session.handle).toMatch(/^[\w-]{43}$/);
    expect(session.handle).not.toContain('ws_');
    const again = await app.inject({
      method: 'POST',
      url: '/games/builtin/api/session',
      payload: { token: session.token, game: codes.slot },
    });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ error: 'INVALID_TOKEN' });
  });

  it('spins: a bet, then a win closing the round with what the reels pay (0 on a loss)', async () => {
    const session = await open('slot', 100_000);
    let expected = 100_000;
    for (let i = 0; i < 12; i += 1) {
      const response = await post('slot/spin', session.handle, { bet: 1_000 });
      expect(response.statusCode).toBe(200);
      const round = response.json<{
        roundId: string;
        win: number;
        balance: number;
        outcome: SlotSpin;
      }>();
      expect(round.win).toBe(slotPayout(round.outcome, 1_000));
      const [bet, win, ...more] = callsOf(round.roundId);
      expect(more).toHaveLength(0);
      expect(bet).toMatchObject({
        action: 'bet',
        body: { amount: 1_000, transaction_id: `${round.roundId}-bet` },
      });
      expect(win).toMatchObject({ action: 'win', body: { amount: round.win, round_closed: true } });
      expected += round.win - 1_000;
      expect(round.balance).toBe(expected);
    }
    expect(wallet.balanceOf(session.player)).toBe(expected);
    const history = await app.inject({
      url: '/games/builtin/api/history',
      headers: { 'x-game-session': session.handle },
    });
    expect(history.json<{ rounds: unknown[] }>().rounds).toHaveLength(12);
  });

  it('plays each slot title on its own machine: the rules it shows are the reels it pays by', async () => {
    const db = await testDatabase();
    const slots = await db.query<{ code: string; rtp: string }>(
      'SELECT code, rtp::text AS rtp FROM games WHERE game_type = 3 ORDER BY id',
    );
    // One title per machine, as seeded.
    const titles = new Map(slots.map((g) => [slotMachineFor(g.code).id, g] as const));
    expect(titles.size).toBeGreaterThanOrEqual(5);
    for (const game of titles.values()) {
      const machine = slotMachineFor(game.code);
      const session = await open('slot', 100_000, game.code);
      expect(session.rules).toMatchObject({
        machine: machine.name,
        rtp: machine.rtp,
        linePays: machine.linePays,
        scatterPays: machine.scatterPays,
      });
      expect(Number(game.rtp)).toBe(machine.rtp);
      for (let i = 0; i < 5; i += 1) {
        const round = (await post('slot/spin', session.handle, { bet: 1_000 })).json<{
          win: number;
          outcome: SlotSpin;
        }>();
        const { grid, lineWins } = round.outcome;
        // Every line of the drawn grid, read by this machine's paytable, is what was paid.
        const paid = SLOT_PAYLINES.flatMap((rows, index) => {
          const win = linePay(
            rows.map((row, reel) => grid[row]![reel]!),
            machine,
          );
          return win ? [{ line: index + 1, ...win }] : [];
        });
        expect(lineWins).toEqual(paid);
        expect(
          grid.map((row, r) =>
            row.map(
              (_, reel) => machine.strip[(round.outcome.stops[reel]! + r) % machine.strip.length],
            ),
          ),
        ).toEqual(grid);
        expect(round.win).toBe(slotPayout(round.outcome, 1_000));
      }
    }
  });

  it('refuses a bet over the balance with the balance, and moves nothing', async () => {
    const session = await open('slot', 150);
    const response = await post('slot/spin', session.handle, { bet: 500 });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ error: 'INSUFFICIENT_FUNDS', balance: 150 });
    expect(wallet.balanceOf(session.player)).toBe(150);
  });

  it.each(['PLAYER_BLOCKED', 'GAME_UNAVAILABLE'] as const)(
    'ends play when the wallet refuses a bet with %s',
    async (status) => {
      const session = await open('slot', 10_000);
      wallet.refuseBets(session.player, status);
      const response = await post('slot/spin', session.handle, { bet: 100 });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: status, balance: 10_000 });
    },
  );

  it('refuses bet sizes it does not offer and unknown handles', async () => {
    const session = await open('slot', 10_000);
    expect((await post('slot/spin', session.handle, { bet: 333 })).statusCode).toBe(400);
    expect((await post('slot/spin', session.handle, { bet: '100' })).statusCode).toBe(400);
    const stranger = await post('slot/spin', 'not-a-session', { bet: 100 });
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json()).toMatchObject({ error: 'SESSION_ENDED' });
  });

  it('retries a bet whose reply was lost with the same transaction id; money moves once', async () => {
    const session = await open('slot', 10_000);
    wallet.fail('bet', 'reply', 1);
    const response = await post('slot/spin', session.handle, { bet: 1_000 });
    expect(response.statusCode).toBe(200);
    const round = response.json<{ roundId: string; win: number }>();
    const bets = callsOf(round.roundId).filter((c) => c.action === 'bet');
    expect(bets).toHaveLength(2);
    expect(bets[1]!.body.transaction_id).toBe(bets[0]!.body.transaction_id);
    expect(wallet.balanceOf(session.player)).toBe(10_000 - 1_000 + round.win);
  });

  it('rolls back a bet whose outcome stays unknown, and tells the player it was not taken', async () => {
    const session = await open('slot', 10_000);
    wallet.fail('bet', 'reply', 3);
    const response = await post('slot/spin', session.handle, { bet: 1_000 });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error: 'BET_NOT_TAKEN' });
    const rollback = wallet.calls.findLast((c) => c.action === 'rollback');
    expect(rollback?.body).toMatchObject({ player_id: session.player });
    expect(rollback?.body.reference_transaction_id).toMatch(/-bet$/);
    expect(wallet.balanceOf(session.player)).toBe(10_000);
  });

  it('keeps a win the wallet did not answer and pays it from the retry job', async () => {
    const session = await open('table', 10_000);
    wallet.fail('win', 'request', 3);
    const response = await post('table/deal', session.handle, { side: 'banker', bet: 1_000 });
    expect(response.statusCode).toBe(200);
    const round = response.json<{ roundId: string; win: number; winPending: boolean }>();
    expect(round.winPending).toBe(true);
    expect(wallet.balanceOf(session.player)).toBe(9_000);
    wallet.heal();
    clock.advance(20_000);
    const retried = await servicesOf(app).builtinGames!.retryPending();
    expect(retried).toBeGreaterThanOrEqual(1);
    expect(wallet.balanceOf(session.player)).toBe(9_000 + round.win);
    const wins = callsOf(round.roundId).filter((c) => c.action === 'win');
    expect(new Set(wins.map((c) => c.body.transaction_id)).size).toBe(1);
  });

  it('deals baccarat and pays by its rules', async () => {
    const session = await open('table', 100_000);
    for (const side of ['player', 'banker', 'tie'] as const) {
      const response = await post('table/deal', session.handle, { side, bet: 1_000 });
      expect(response.statusCode).toBe(200);
      const round = response.json<{
        win: number;
        outcome: { winner: BaccaratSide; playerTotal: number };
      }>();
      expect(round.win).toBe(baccaratPayout(side, 1_000, round.outcome.winner));
    }
    expect(
      (await post('table/deal', session.handle, { side: 'dragon', bet: 1_000 })).statusCode,
    ).toBe(400);
  });

  it('crash: a cash-out before the crash pays the multiplier of its moment; a late one loses', async () => {
    const session = await open('crash', 10_000);
    const start = await post('crash/bet', session.handle, { bet: 1_000 });
    expect(start.statusCode).toBe(200);
    const round = start.json<{ roundId: string; state: string; point: number | null }>();
    if (round.state === 'running') {
      expect(round.point).toBeNull(); // the crash point stays on the server while it flies
      expect((await post('crash/bet', session.handle, { bet: 1_000 })).json()).toMatchObject({
        error: 'ROUND_RUNNING',
      });
      const cashed = await post('crash/cashout', session.handle, { roundId: round.roundId });
      const result = cashed.json<{
        state: string;
        win: number;
        cashedOutAt: number;
        point: number;
      }>();
      expect(result.state).toBe('cashed_out');
      expect(result.cashedOutAt).toBe(100);
      expect(result.win).toBe(1_000);
    }
    const second = (await post('crash/bet', session.handle, { bet: 1_000 })).json<{
      roundId: string;
      state: string;
    }>();
    clock.advance(10 * 60_000); // past the highest crash point
    const late = await post('crash/cashout', session.handle, { roundId: second.roundId });
    expect(late.json()).toMatchObject({ state: 'crashed', win: 0 });
    const closing = callsOf(second.roundId).find((c) => c.action === 'win');
    expect(closing?.body).toMatchObject({ amount: 0, round_closed: true });
  });

  it('shows the session as ended when the wallet no longer knows it', async () => {
    const session = await open('slot', 10_000);
    wallet.endSessions();
    const response = await post('slot/spin', session.handle, { bet: 100 });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'SESSION_ENDED' });
  });

  it('answers with our frame headers: the app (same origin) may frame the games', async () => {
    const response = await app.inject({ url: `/games/builtin/api/games/${codes.slot}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
  });
});
