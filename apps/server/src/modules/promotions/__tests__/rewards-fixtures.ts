import type { FastifyInstance } from 'fastify';
import { GAME_TYPES, calls } from '@pisoplay/contract';
import type { ManualClock } from '../../../providers/clock.ts';
import { signedCall, testApp, testDatabase } from '../../../test/harness.ts';
import { fund, kycPlayer } from '../../finance/__tests__/withdraw-fixtures.ts';
import type { Player } from '../../finance/__tests__/withdraw-fixtures.ts';
import {
  GAME_SECRET,
  launchTokenOf,
  providerClient,
  txid,
} from '../../play/__tests__/play-fixtures.ts';

/** The app the reward and limit tests play in: the built-in games' wallet, no deposit turnover. */
export const rewardsApp = (clock: ManualClock) =>
  testApp({ GAME_BUILTIN_SECRET: GAME_SECRET, DEPOSIT_TURNOVER_MULTIPLIER: '0' }, { clock });

/** A verified player with cash (centavos). */
export async function fundedPlayer(app: FastifyInstance, centavos = 1_000_000): Promise<Player> {
  const p = await kycPlayer(app);
  await fund(app, p.uid, centavos);
  return p;
}

/**
 * Sets a manual clock to an instant, forward only: the tests put their days far ahead, and
 * signed calls' timestamps must only grow.
 */
export const forwardOnly = (clock: ManualClock) => (at: number) => {
  if (at < clock.now()) throw new Error('The clock only moves forward (signatures are monotonic)');
  clock.set(at);
};

/** A launchable seeded game of a type (slot, table, …). */
export async function gameOfType(type: number): Promise<{ id: number; code: string }> {
  const [row] = await (
    await testDatabase()
  ).query<{ id: number; code: string }>(
    `SELECT id, code FROM games WHERE online = 1 AND maintained = 0 AND game_type = $1
     ORDER BY id LIMIT 1`,
    [type],
  );
  if (!row) throw new Error(`No launchable game of type ${type}`);
  return row;
}

/**
 * A player at a game, as its provider sees them: `round(stake, win)` bets and settles a round;
 * `bet(stake)` answers the wallet's reply as it is; `open(stake, round?)` bets without closing (into a new round or a given one); `voidRound(id)` cancels a round.
 */
export async function atGame(
  app: FastifyInstance,
  p: Player,
  type: number = GAME_TYPES.slot,
  now: () => number = Date.now,
) {
  const game = await gameOfType(type);
  const provider = providerClient(app, { now });
  const expectOk = (reply: { status: string }) => {
    if (reply.status !== 'OK') throw new Error(`Wallet answered ${reply.status}`);
  };
  const launched = await signedCall(app, p.session, calls.gameLaunchV2, { code: game.code });
  if (!launched.body.status) throw new Error(String(launched.body.data));
  const { reply: s } = await provider('authenticate', {
    token: launchTokenOf(launched.body.data),
    game_code: game.code,
  });
  expectOk(s);
  const session = s as unknown as { session_id: string; player_id: string };
  const ids = {
    session_id: session.session_id,
    player_id: session.player_id,
    game_code: game.code,
  };
  return {
    /** A bet as the wallet answers it, accepted or refused (each into a round of its own). */
    async bet(stake: number, round = txid()) {
      const { reply } = await provider('bet', {
        ...ids,
        transaction_id: txid(),
        round_id: round,
        amount: stake,
      });
      return { ...reply, round };
    },
    async open(stake: number, round = txid()) {
      const bet = txid();
      expectOk(
        (await provider('bet', { ...ids, transaction_id: bet, round_id: round, amount: stake }))
          .reply,
      );
      return { round, bet };
    },
    async close(round: string, win = 0) {
      const { reply } = await provider('win', {
        ...ids,
        transaction_id: txid(),
        round_id: round,
        amount: win,
        round_closed: true,
      });
      expectOk(reply);
    },
    async round(stake: number, win = 0) {
      const { round } = await this.open(stake);
      await this.close(round, win);
      return round;
    },
    async rollback(round: string, bet: string) {
      const { reply } = await provider('rollback', {
        player_id: session.player_id,
        transaction_id: txid(),
        reference_transaction_id: bet,
        round_id: round,
        game_code: game.code,
      });
      expectOk(reply);
    },
    async voidRound(round: string) {
      const { reply } = await provider('void', {
        player_id: session.player_id,
        transaction_id: txid(),
        round_id: round,
        game_code: game.code,
      });
      expectOk(reply);
    },
  };
}
