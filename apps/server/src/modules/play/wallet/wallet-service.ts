import { randomBytes } from 'node:crypto';
import { AppError, CASH_TYPES, XP_PER_PESO_WAGERED } from '@pisoplay/contract';
import type { KycAction } from '@pisoplay/contract';
import type { Database, Queryable } from '../../../db/database.ts';
import type { Logger } from '../../../logger.ts';
import type { Clock } from '../../../providers/clock.ts';
import type { Ledger } from '../../ledger/index.ts';
import { hashLaunchToken, unavailableReason } from '../launch/launch-service.ts';
import { consumeLaunchToken } from '../launch/launch-queries.ts';
import { splitBet, splitWin } from './money-split.ts';
import type { MoneySplit } from './money-split.ts';
import { WalletRefusal } from './wallet-protocol.ts';
import type { WalletAction, WalletReply, WalletRequest } from './wallet-protocol.ts';
import {
  addXp,
  findGameById,
  findGameSession,
  findPlayerNickname,
  findRound,
  findTombstone,
  findTransaction,
  insertBetRecord,
  insertGameSession,
  insertIncident,
  insertRound,
  insertTombstone,
  insertTransaction,
  lockPlayer,
  markRolledBack,
  peekLaunchToken,
  playerExists,
  updateRound,
} from './wallet-queries.ts';
import type { GameTransactionRow, RoundRow } from './wallet-queries.ts';

/** A game session lasts a playing evening; a win is paid even after it ends. */
export const GAME_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
const CENTAVOS_PER_PESO = 100;

export type WalletContext = {
  db: Database;
  clock: Clock;
  ledger: Ledger;
  kycGate: (uid: number, action: KycAction) => Promise<void>;
  log: Logger;
};

/** Our player ids are uids; anything else names no player. */
function uidOf(playerId: string): number | null {
  return /^[1-9]\d{0,9}$/.test(playerId) && Number(playerId) <= 2_147_483_647
    ? Number(playerId)
    : null;
}

/**
 * The wallet side of the seamless-wallet protocol (docs/seamless-wallet.md). Each money call is
 * one transaction under the player's lock; a refusal rolls it back and changes nothing.
 */
export function createWalletService(ctx: WalletContext) {
  const now = () => new Date(ctx.clock.now());

  async function playable(uid: number, q: Queryable): Promise<number> {
    const { cash, bonus } = await ctx.ledger.balances(uid, q);
    return cash + bonus;
  }

  /** The reply stored with a transaction, with its wallet transaction id. */
  const storedReply = (row: Pick<GameTransactionRow, 'id' | 'reply'>): WalletReply => ({
    ...row.reply,
    wallet_transaction_id: String(row.id),
  });

  /** A transaction id seen before: its original reply, or a mismatch if the details differ. */
  function replay(row: GameTransactionRow, expected: Partial<GameTransactionRow>): WalletReply {
    const same = Object.entries(expected).every(
      ([key, value]) => row[key as keyof GameTransactionRow] === value,
    );
    if (!same) throw new WalletRefusal('TRANSACTION_MISMATCH', row.uid);
    return storedReply(row);
  }

  /**
   * A money call: one transaction under the player's lock. A transaction id seen before gets its
   * original reply (or a mismatch if `expected` differs); a new one runs `work`.
   */
  function moneyCall(
    provider: string,
    req: { player_id: string; transaction_id: string },
    expected: Partial<GameTransactionRow>,
    work: (q: Queryable, uid: number) => Promise<WalletReply>,
  ): Promise<WalletReply> {
    const uid = uidOf(req.player_id);
    if (uid === null) throw new WalletRefusal('INVALID_SESSION');
    return ctx.db.transaction(async (q) => {
      await lockPlayer(q, uid);
      const seen = await findTransaction(q, provider, req.transaction_id);
      if (seen) return replay(seen, { ...expected, uid });
      return work(q, uid);
    });
  }

  /** Stores a new transaction with its reply, kept for repeats of its id. */
  async function recorded(
    q: Queryable,
    row: Parameters<typeof insertTransaction>[1],
  ): Promise<WalletReply> {
    const id = await insertTransaction(q, row);
    return storedReply({ id, reply: row.reply });
  }

  async function sessionFor(
    q: Queryable,
    provider: string,
    req: { session_id: string; game_code: string },
    uid: number,
    allowExpired = false,
  ) {
    const session = await findGameSession(q, req.session_id);
    const valid =
      session &&
      session.provider === provider &&
      session.uid === uid &&
      session.game_code === req.game_code &&
      (allowExpired || session.expires_at.getTime() > ctx.clock.now());
    if (!valid) throw new WalletRefusal('INVALID_SESSION');
    return session;
  }

  /** Closing a round: its bet record, the player's XP and the wager's turnover. */
  async function settle(q: Queryable, round: RoundRow, lastWin: number, at: Date): Promise<void> {
    const stake = round.bet_cash + round.bet_bonus;
    await updateRound(q, round.id, { win: lastWin, closedAt: at });
    await insertBetRecord(q, {
      round: round.id,
      uid: round.uid,
      gameId: round.game_id,
      betAmount: stake,
      settlementAmount: round.win_amount + lastWin,
      now: at,
    });
    await addXp(q, round.uid, Math.floor(stake / CENTAVOS_PER_PESO) * XP_PER_PESO_WAGERED);
    await ctx.ledger.recordWager(round.uid, stake, `round:${round.provider}:${round.id}`, q);
  }

  async function move(
    q: Queryable,
    key: string,
    uid: number,
    split: MoneySplit,
    direction: 'fromPlayer' | 'toPlayer',
    reason: string,
    reference: string,
  ): Promise<void> {
    const cashType =
      reason === 'bet' ? CASH_TYPES.bet : reason === 'win' ? CASH_TYPES.win : CASH_TYPES.betRefund;
    for (const kind of ['player_cash', 'player_bonus'] as const) {
      const amount = kind === 'player_cash' ? split.cash : split.bonus;
      if (amount <= 0) continue;
      const player = { kind, uid };
      const house = { kind: 'house' as const };
      await ctx.ledger.transfer(
        {
          key: `${key}:${kind === 'player_cash' ? 'cash' : 'bonus'}`,
          from: direction === 'fromPlayer' ? player : house,
          to: direction === 'fromPlayer' ? house : player,
          amount,
          reason,
          cashType,
          reference,
        },
        q,
      );
    }
  }

  const actions = {
    async authenticate(provider: string, req: WalletRequest<'authenticate'>) {
      const hash = hashLaunchToken(req.token);
      // Read first, outside the transaction: the play gate reads on its own connection.
      const token = await peekLaunchToken(ctx.db, hash, now());
      if (!token) throw new WalletRefusal('INVALID_TOKEN');
      try {
        await ctx.kycGate(token.uid, 'play');
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

    async bet(provider: string, req: WalletRequest<'bet'>) {
      return moneyCall(
        provider,
        req,
        { kind: 'bet', amount: req.amount, round_id: req.round_id },
        async (q, uid) => {
          if (await findTombstone(q, provider, req.transaction_id)) {
            throw new WalletRefusal('TRANSACTION_ROLLED_BACK', uid);
          }
          const session = await sessionFor(q, provider, req, uid);
          const at = now();
          let round = await findRound(q, provider, req.round_id);
          if (round && round.uid !== uid) throw new WalletRefusal('TRANSACTION_MISMATCH', uid);
          if (round?.closed_at) throw new WalletRefusal('ROUND_CLOSED', uid);
          round ??= await insertRound(q, {
            provider,
            roundId: req.round_id,
            uid,
            gameId: session.game_id,
            now: at,
          });

          const { cash, bonus } = await ctx.ledger.balances(uid, q);
          if (req.amount > cash + bonus) throw new WalletRefusal('INSUFFICIENT_FUNDS', uid);
          const split = splitBet(req.amount, { cash, bonus });
          const reference = `round:${round.id}`;
          try {
            const key = `bet:${provider}:${req.transaction_id}`;
            await move(q, key, uid, split, 'fromPlayer', 'bet', reference);
          } catch (error) {
            // A withdrawal took the money between the read and the transfer.
            if (error instanceof AppError) throw new WalletRefusal('INSUFFICIENT_FUNDS', uid);
            throw error;
          }
          await updateRound(q, round.id, split);
          const reply = { status: 'OK', balance: cash + bonus - req.amount } satisfies WalletReply;
          return recorded(q, {
            provider,
            transaction_id: req.transaction_id,
            kind: 'bet',
            round: round.id,
            uid,
            amount: req.amount,
            cash_amount: split.cash,
            bonus_amount: split.bonus,
            reply,
            now: at,
          });
        },
      );
    },

    async win(provider: string, req: WalletRequest<'win'>) {
      return moneyCall(
        provider,
        req,
        { kind: 'win', amount: req.amount, round_id: req.round_id },
        async (q, uid) => {
          // Money owed is paid even if the session has ended since the bet.
          await sessionFor(q, provider, req, uid, true);
          const round = await findRound(q, provider, req.round_id);
          const stake = round ? round.bet_cash + round.bet_bonus : 0;
          if (!round || round.uid !== uid || stake <= 0) {
            throw new WalletRefusal('ROUND_NOT_FOUND', uid);
          }
          if (round.closed_at) throw new WalletRefusal('ROUND_CLOSED', uid);
          const at = now();
          const split = splitWin(req.amount, { cash: round.bet_cash, bonus: round.bet_bonus });
          const reference = `round:${round.id}`;
          const key = `win:${provider}:${req.transaction_id}`;
          await move(q, key, uid, split, 'toPlayer', 'win', reference);
          if (req.round_closed) await settle(q, round, req.amount, at);
          else await updateRound(q, round.id, { win: req.amount });
          const reply = { status: 'OK', balance: await playable(uid, q) } satisfies WalletReply;
          return recorded(q, {
            provider,
            transaction_id: req.transaction_id,
            kind: 'win',
            round: round.id,
            uid,
            amount: req.amount,
            cash_amount: split.cash,
            bonus_amount: split.bonus,
            reply,
            now: at,
          });
        },
      );
    },

    async rollback(provider: string, req: WalletRequest<'rollback'>) {
      return moneyCall(
        provider,
        req,
        { kind: 'rollback', reference_transaction_id: req.reference_transaction_id },
        async (q, uid) => {
          const tombstone = await findTombstone(q, provider, req.reference_transaction_id);
          if (tombstone) {
            if (tombstone.rollback_transaction_id !== req.transaction_id || tombstone.uid !== uid) {
              throw new WalletRefusal('TRANSACTION_MISMATCH', uid);
            }
            return tombstone.reply;
          }
          const at = now();
          const bet = await findTransaction(q, provider, req.reference_transaction_id);
          if (!bet) {
            // Unknown: answered OK and remembered, so the bet cannot land after its rollback.
            if (!(await playerExists(q, uid))) throw new WalletRefusal('INVALID_SESSION');
            const reply = { status: 'OK', balance: await playable(uid, q) } satisfies WalletReply;
            await insertTombstone(q, {
              provider,
              transaction_id: req.reference_transaction_id,
              rollback_transaction_id: req.transaction_id,
              uid,
              reply,
              now: at,
            });
            return reply;
          }
          if (bet.kind !== 'bet' || bet.uid !== uid || bet.round_id !== req.round_id) {
            throw new WalletRefusal('TRANSACTION_MISMATCH', uid);
          }
          const round = await findRound(q, provider, req.round_id);
          if (round?.closed_at) throw new WalletRefusal('ROUND_CLOSED', uid);
          const refund = { cash: bet.cash_amount, bonus: bet.bonus_amount };
          if (!bet.rolled_back_at) {
            // Keyed by the bet, so a second rollback under another id refunds nothing again.
            const key = `rollback:${provider}:${bet.transaction_id}`;
            await move(q, key, uid, refund, 'toPlayer', 'bet_refund', `round:${bet.round}`);
            await updateRound(q, bet.round, { cash: -refund.cash, bonus: -refund.bonus });
            await markRolledBack(q, bet.id, at);
          }
          const reply = { status: 'OK', balance: await playable(uid, q) } satisfies WalletReply;
          return recorded(q, {
            provider,
            transaction_id: req.transaction_id,
            kind: 'rollback',
            round: bet.round,
            uid,
            amount: bet.rolled_back_at ? 0 : bet.amount,
            reference_transaction_id: req.reference_transaction_id,
            reply,
            now: at,
          });
        },
      );
    },
  };

  return {
    /** Answers one verified, well-formed call; a refusal comes back as its status. */
    async handle<A extends WalletAction>(
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
        if (error.status === 'ROUND_NOT_FOUND') await logIncident(provider, action, req, error);
        return {
          status: error.status,
          ...(error.uid !== undefined && { balance: await playable(error.uid, ctx.db) }),
        };
      }
    },
  };

  async function logIncident(
    provider: string,
    action: WalletAction,
    req: WalletRequest<WalletAction>,
    refusal: WalletRefusal,
  ): Promise<void> {
    const ids = req as { transaction_id?: string; round_id?: string; player_id?: string };
    ctx.log.warn(
      { provider, action, transactionId: ids.transaction_id, roundId: ids.round_id },
      `Seamless wallet refused a ${action}: ${refusal.status}`,
    );
    await insertIncident(ctx.db, {
      provider,
      action,
      status: refusal.status,
      transactionId: ids.transaction_id ?? '',
      roundId: ids.round_id ?? '',
      playerId: ids.player_id ?? '',
      body: req,
      now: now(),
    });
  }
}

export type WalletService = ReturnType<typeof createWalletService>;
