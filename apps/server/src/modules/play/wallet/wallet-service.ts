import { randomBytes } from 'node:crypto';
import { AppError } from '@pisoplay/contract';
import type { KycAction } from '@pisoplay/contract';
import type { Database, Queryable } from '../../../db/database.ts';
import type { Logger } from '../../../logger.ts';
import type { Clock } from '../../../providers/clock.ts';
import type { Ledger } from '../../ledger/index.ts';
import { hashLaunchToken, unavailableReason } from '../launch/launch-service.ts';
import { consumeLaunchToken } from '../launch/launch-queries.ts';
import { WalletRefusal } from './wallet-protocol.ts';
import type { WalletAction, WalletReply, WalletRequest } from '@pisoplay/contract';
import {
  findGameById,
  findGameSession,
  findPlayerNickname,
  insertGameSession,
  insertIncident,
  payWin,
  peekLaunchToken,
  placeBet,
  resettleRound,
  rollBackBet,
  voidRound,
} from './wallet-queries.ts';

/** A game session lasts a playing evening; a win is paid even after it ends. */
export const GAME_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export type WalletContext = {
  db: Database;
  clock: Clock;
  ledger: Ledger;
  playerGate: (uid: number, action: KycAction) => Promise<void>;
  log: Logger;
};

/**
 * Refusals an operator must look at (game_wallet_incidents): money a game says it paid or took
 * back that the wallet could not move.
 */
function needsOperator(action: WalletAction, status: WalletReply['status']): boolean {
  if (status === 'ROUND_NOT_FOUND' || status === 'WIN_LIMIT_EXCEEDED') return true;
  return status === 'INSUFFICIENT_FUNDS' && (action === 'void' || action === 'resettle');
}

/** Our player ids are uids; anything else names no player. */
function uidOf(playerId: string): number | null {
  return /^[1-9]\d{0,9}$/.test(playerId) && Number(playerId) <= 2_147_483_647
    ? Number(playerId)
    : null;
}

/**
 * The wallet side of the seamless-wallet protocol (docs/seamless-wallet.md). Each money call
 * (bet, win, rollback) is one statement: a server-side function that does the whole call under
 * the player's lock and answers a refusal having changed nothing (R__wallet_functions.sql).
 */
export function createWalletService(ctx: WalletContext) {
  const now = () => new Date(ctx.clock.now());

  async function playable(uid: number, q: Queryable): Promise<number> {
    const { cash, bonus } = await ctx.ledger.balances(uid, q);
    return cash + bonus;
  }

  /** Who makes a money call, and when; a player id that names no player has no session. */
  function caller(provider: string, req: { player_id: string }) {
    const uid = uidOf(req.player_id);
    if (uid === null) throw new WalletRefusal('INVALID_SESSION');
    return { provider, uid, now: now() };
  }

  const actions = {
    async authenticate(provider: string, req: WalletRequest<'authenticate'>) {
      const hash = hashLaunchToken(req.token);
      // Read first, outside the transaction: the play gate reads on its own connection.
      const token = await peekLaunchToken(ctx.db, hash, now());
      if (!token) throw new WalletRefusal('INVALID_TOKEN');
      try {
        await ctx.playerGate(token.uid, 'play');
      } catch (error) {
        if (error instanceof AppError) throw new WalletRefusal('PLAYER_BLOCKED', token.uid);
        throw error;
      }
      return ctx.db.transaction(async (q) => {
        const at = now();
        const used = await consumeLaunchToken(q, hash, at);
        const game = used && (await findGameById(q, used.game_id));
        if (!used || !game || game.code !== req.game_code) {
          throw new WalletRefusal('INVALID_TOKEN');
        }
        if (unavailableReason(game)) throw new WalletRefusal('GAME_UNAVAILABLE', used.uid);
        const sessionId = randomBytes(24).toString('base64url');
        await insertGameSession(q, {
          id: sessionId,
          provider,
          uid: used.uid,
          gameId: game.id,
          now: at,
          expiresAt: new Date(at.getTime() + GAME_SESSION_TTL_MS),
        });
        return {
          status: 'OK',
          player_id: String(used.uid),
          session_id: sessionId,
          nickname: await findPlayerNickname(q, used.uid),
          currency: 'PHP',
          balance: await playable(used.uid, q),
        } satisfies WalletReply;
      });
    },

    async balance(provider: string, req: WalletRequest<'balance'>) {
      const uid = uidOf(req.player_id);
      if (uid === null) throw new WalletRefusal('INVALID_SESSION');
      const session = await findGameSession(ctx.db, req.session_id);
      const valid =
        session?.provider === provider &&
        session.uid === uid &&
        session.expires_at.getTime() > ctx.clock.now();
      if (!valid) throw new WalletRefusal('INVALID_SESSION');
      return {
        status: 'OK',
        balance: await playable(uid, ctx.db),
        currency: 'PHP',
      } satisfies WalletReply;
    },

    bet: (provider: string, req: WalletRequest<'bet'>) =>
      placeBet(ctx.db, caller(provider, req), req),

    win: (provider: string, req: WalletRequest<'win'>) =>
      payWin(ctx.db, caller(provider, req), req),

    rollback: (provider: string, req: WalletRequest<'rollback'>) =>
      rollBackBet(ctx.db, caller(provider, req), req),

    void: (provider: string, req: WalletRequest<'void'>) =>
      voidRound(ctx.db, caller(provider, req), req),

    resettle: (provider: string, req: WalletRequest<'resettle'>) =>
      resettleRound(ctx.db, caller(provider, req), req),
  };

  /** A refusal thrown before the database answered becomes its reply. */
  async function answer<A extends WalletAction>(
    provider: string,
    action: A,
    req: WalletRequest<A>,
  ): Promise<WalletReply> {
    try {
      return await (actions[action] as (p: string, r: WalletRequest<A>) => Promise<WalletReply>)(
        provider,
        req,
      );
    } catch (error) {
      if (!(error instanceof WalletRefusal)) throw error;
      return {
        status: error.status,
        ...(error.uid !== undefined && { balance: await playable(error.uid, ctx.db) }),
      };
    }
  }

  return {
    /** Answers one verified, well-formed call; a refusal comes back as its status. */
    async handle<A extends WalletAction>(
      provider: string,
      action: A,
      req: WalletRequest<A>,
    ): Promise<WalletReply> {
      const reply = await answer(provider, action, req);
      if (needsOperator(action, reply.status))
        await logIncident(provider, action, req, reply.status);
      return reply;
    },
  };

  async function logIncident(
    provider: string,
    action: WalletAction,
    req: WalletRequest<WalletAction>,
    status: WalletReply['status'],
  ): Promise<void> {
    const ids = req as { transaction_id?: string; round_id?: string; player_id?: string };
    ctx.log.warn(
      { provider, action, transactionId: ids.transaction_id, roundId: ids.round_id },
      `Seamless wallet refused a ${action}: ${status}`,
    );
    await insertIncident(ctx.db, {
      provider,
      action,
      status,
      transactionId: ids.transaction_id ?? '',
      roundId: ids.round_id ?? '',
      playerId: ids.player_id ?? '',
      body: req,
      now: now(),
    });
  }
}

export type WalletService = ReturnType<typeof createWalletService>;
