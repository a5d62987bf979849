import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../../db/database.ts';
import type { Clock } from '../../clock.ts';
import { builtinGameFor } from './provider.ts';
import { createRoundStore } from './round-store.ts';
import type { GameKind, RoundRow, SessionRow } from './round-store.ts';
import type { WalletAnswer, WalletClient } from './wallet-client.ts';
import {
  BACCARAT_RETURNS,
  BACCARAT_RTP,
  baccaratPayout,
  dealBaccarat,
} from './engines/baccarat.ts';
import {
  CRASH_GROWTH_PER_MS,
  CRASH_MAX_HUNDREDTHS,
  CRASH_RTP,
  cashOutAt,
  crashPayout,
  crashTime,
  drawCrashPoint,
} from './engines/crash.ts';
import type { RandomInt } from './engines/random.ts';
import { SLOT_PAYLINES, slotMachineFor, slotPayout, spinSlot } from './engines/slot.ts';
import { BACCARAT_SIDES } from '@pisoplay/contract';
import type {
  BaccaratOutcome,
  BuiltinGameInfo,
  BuiltinGameKind,
  BuiltinGameRules,
  BuiltinSession,
  CrashRound,
  GameTypeCode,
  HistoryRound,
  SettledRound,
  SlotOutcome,
} from '@pisoplay/contract';

/** Bet sizes the games offer, in centavos (PHP 1 to PHP 500). */
export const BET_SIZES = [100, 200, 500, 1_000, 2_000, 5_000, 10_000, 50_000] as const;
/** A game session lasts this long; the player reopens the game from the lobby after. */
const SESSION_MS = 12 * 60 * 60_000;
/** A win or rollback that could not be sent is tried again after this. */
const RETRY_MS = 15_000;
/** A bet still without an answer after this is rolled back by the retry job. */
const STALE_BET_MS = 60_000;
const HISTORY_ROUNDS = 20;

/** Refusals the game shows the player; `status` is the HTTP status of the game API reply. */
export class GameError extends Error {
  constructor(
    readonly code:
      | 'INSUFFICIENT_FUNDS'
      | 'SESSION_ENDED'
      | 'INVALID_TOKEN'
      | 'GAME_UNAVAILABLE'
      | 'PLAYER_BLOCKED'
      | 'BAD_BET'
      | 'ROUND_RUNNING'
      | 'ROUND_NOT_FOUND'
      | 'WALLET_UNAVAILABLE'
      | 'BET_NOT_TAKEN'
      | 'BET_LIMIT_EXCEEDED'
      | 'PLAY_LIMIT_REACHED',
    message: string,
    readonly status: number,
    readonly balance?: number,
  ) {
    super(message);
  }
}

export type GameTheme = BuiltinGameInfo;
/** Looks a catalogue game up by code: its name and colours (null when there is none). */
export type GameCatalogue = (
  code: string,
) => Promise<(GameTheme & { gameType: GameTypeCode }) | null>;

/** Each game's rules as its engine plays them, for the game's paytable (one source). */
function rulesOf(kind: BuiltinGameKind, gameCode: string): BuiltinGameRules {
  if (kind !== 'slot') return RULES[kind];
  const machine = slotMachineFor(gameCode);
  return {
    machine: machine.name,
    rtp: machine.rtp,
    paylines: SLOT_PAYLINES,
    linePays: machine.linePays,
    scatterPays: machine.scatterPays,
  };
}

const RULES: Record<Exclude<BuiltinGameKind, 'slot'>, BuiltinGameRules> = {
  crash: {
    rtp: CRASH_RTP,
    growthPerMs: CRASH_GROWTH_PER_MS,
    maxMultiplier: CRASH_MAX_HUNDREDTHS / 100,
  },
  table: { rtp: BACCARAT_RTP, returns: BACCARAT_RETURNS },
};

const hashHandle = (handle: string) => createHash('sha256').update(handle).digest('hex');
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * The built-in provider's game server (docs/builtin-games.md). It opens a game session from the
 * launch token through the wallet's authenticate call, decides every round on the server with
 * the random source, and moves the money only through the wallet: bet, then a win that closes
 * the round (0 on a loss); a bet whose answer is lost is rolled back with the same ids.
 */
export function createGameServer(deps: {
  db: Queryable;
  clock: Clock;
  wallet: WalletClient;
  catalogue: GameCatalogue;
  random: RandomInt;
  log?: (detail: Record<string, unknown>, message: string) => void;
}) {
  const { clock, wallet, random } = deps;
  const store = createRoundStore(deps.db);
  const now = () => new Date(clock.now());
  const log = deps.log ?? (() => {});

  async function session(handle: string): Promise<SessionRow> {
    const found =
      typeof handle === 'string' && handle
        ? await store.findSession(hashHandle(handle), now())
        : null;
    if (!found) throw sessionEnded();
    return found;
  }

  const sessionEnded = (balance?: number) =>
    new GameError('SESSION_ENDED', 'The game session has ended', 401, balance);
  const walletDown = () =>
    new GameError('WALLET_UNAVAILABLE', 'The wallet did not answer; try again', 503);

  function checkBet(bet: unknown): number {
    if (!BET_SIZES.includes(bet as (typeof BET_SIZES)[number])) {
      throw new GameError('BAD_BET', `bet must be one of ${BET_SIZES.join(', ')}`, 400);
    }
    return bet as number;
  }

  /** Sends the bet; answers the balance after it, or throws what the player should see. */
  async function placeBet(
    s: SessionRow,
    round: { round_id: string; bet: number },
  ): Promise<number> {
    const answer = await wallet.call('bet', {
      session_id: s.wallet_session_id,
      player_id: s.player_id,
      transaction_id: `${round.round_id}-bet`,
      round_id: round.round_id,
      game_code: s.game_code,
      amount: round.bet,
    });
    if (answer.outcome === 'unknown') {
      await rollBack(s, round.round_id, answer.error);
      throw new GameError('BET_NOT_TAKEN', 'The bet could not be placed; it was not taken', 503);
    }
    const { reply } = answer;
    if (reply.status === 'OK') {
      await store.move(round.round_id, ['betting'], 'open', {
        balance: reply.balance,
        startedAt: now(),
      });
      return reply.balance ?? 0;
    }
    await store.move(round.round_id, ['betting'], 'refused', {
      balance: reply.balance,
      error: reply.status,
    });
    if (reply.status === 'INSUFFICIENT_FUNDS') {
      throw new GameError(
        'INSUFFICIENT_FUNDS',
        'Not enough balance for this bet',
        402,
        reply.balance,
      );
    }
    if (reply.status === 'INVALID_SESSION') throw sessionEnded(reply.balance);
    if (reply.status === 'BET_LIMIT_EXCEEDED') {
      throw new GameError(
        'BET_LIMIT_EXCEEDED',
        'An open bonus limits the stake',
        400,
        reply.balance,
      );
    }
    if (reply.status === 'PLAY_LIMIT_REACHED') {
      throw new GameError(
        'PLAY_LIMIT_REACHED',
        'A limit the player set refuses the bet',
        403,
        reply.balance,
      );
    }
    // The wallet checks the player and the game on every bet: either refusal ends play here.
    if (reply.status === 'PLAYER_BLOCKED' || reply.status === 'GAME_UNAVAILABLE') {
      throw new GameError(
        reply.status,
        `The wallet refused the bet (${reply.status})`,
        403,
        reply.balance,
      );
    }
    throw new GameError(
      'BET_NOT_TAKEN',
      `The wallet refused the bet (${reply.status})`,
      409,
      reply.balance,
    );
  }

  /** Cancels a bet whose fate is unknown; the retry job keeps sending it until it is answered. */
  async function rollBack(s: SessionRow, roundId: string, reason: string): Promise<void> {
    await store.move(roundId, ['betting', 'rolling_back'], 'rolling_back', { error: reason });
    const answer = await wallet.call('rollback', {
      player_id: s.player_id,
      transaction_id: `${roundId}-rollback`,
      reference_transaction_id: `${roundId}-bet`,
      round_id: roundId,
      game_code: s.game_code,
    });
    await finish(roundId, 'rolling_back', 'rolled_back', answer);
  }

  /** Pays what a round won (0 on a loss) and closes it; answers the balance when it was paid. */
  async function settle(s: SessionRow, roundId: string, win: number): Promise<number | null> {
    const claimed = await store.move(roundId, ['open'], 'settling', { win });
    if (!claimed) return null;
    return payWin(s, roundId, win);
  }

  async function payWin(s: SessionRow, roundId: string, win: number): Promise<number | null> {
    const answer = await wallet.call('win', {
      session_id: s.wallet_session_id,
      player_id: s.player_id,
      transaction_id: `${roundId}-win`,
      round_id: roundId,
      game_code: s.game_code,
      amount: win,
      round_closed: true,
    });
    return finish(roundId, 'settling', 'settled', answer);
  }

  /** Records a win's or rollback's answer: done, failed (logged), or due again later. */
  async function finish(
    roundId: string,
    from: 'settling' | 'rolling_back',
    to: 'settled' | 'rolled_back',
    answer: WalletAnswer,
  ): Promise<number | null> {
    if (answer.outcome === 'unknown') {
      await store.move(roundId, [from], from, {
        retryAt: new Date(clock.now() + RETRY_MS),
        error: answer.error,
      });
      return null;
    }
    const ok = answer.reply.status === 'OK';
    if (!ok)
      log(
        { roundId, status: answer.reply.status },
        `wallet refused the ${from === 'settling' ? 'win' : 'rollback'}`,
      );
    await store.move(roundId, [from], ok ? to : 'failed', {
      balance: answer.reply.balance,
      settledAt: now(),
      retryAt: null,
      error: ok ? '' : answer.reply.status,
    });
    return answer.reply.balance ?? null;
  }

  /** Plays a round whose outcome is known at once (slot, table): bet, then the closing win. */
  async function playRound<Outcome extends object>(
    s: SessionRow,
    bet: number,
    outcome: Outcome,
    win: number,
  ): Promise<SettledRound<Outcome>> {
    const roundId = newId('bg');
    await store.insertRound({
      round_id: roundId,
      handle_hash: s.handle_hash,
      kind: s.kind,
      bet,
      win,
      outcome,
      now: now(),
    });
    const afterBet = await placeBet(s, { round_id: roundId, bet });
    const balance = await settle(s, roundId, win);
    // A win that could not be sent yet is paid by the retry job: the player sees it pending.
    return {
      roundId,
      bet,
      win,
      balance: balance ?? afterBet + win,
      winPending: balance === null,
      outcome,
    };
  }

  function forKind(s: SessionRow, kind: GameKind) {
    if (s.kind !== kind)
      throw new GameError('BAD_BET', `This session plays the ${s.kind} game`, 400);
  }

  const crashView = (round: RoundRow): Omit<CrashRound, 'serverNow'> => {
    const point = Number(round.outcome.point);
    const over = !['betting', 'open'].includes(round.state);
    return {
      roundId: round.round_id,
      bet: Number(round.bet),
      state: over ? (Number(round.win) > 0 ? 'cashed_out' : 'crashed') : 'running',
      startedAt: round.started_at?.getTime() ?? null,
      crashAt: over ? crashTime(point) : null,
      point: over ? Math.max(point, 100) : null,
      cashedOutAt: over && Number(round.win) > 0 ? Number(round.outcome.cashedOut ?? 0) : null,
      win: over ? Number(round.win ?? 0) : null,
      balance: round.balance === null ? null : Number(round.balance),
    };
  };

  /** A crash round as the game sees it, settled first if it has crashed meanwhile. */
  const crashAnswer = async (s: SessionRow, round: RoundRow): Promise<CrashRound> => ({
    ...crashView((await settleIfCrashed(s, round)) ?? round),
    serverNow: clock.now(),
  });

  return {
    /** Opens a game session from a launch token; answers the opaque handle the game keeps. */
    async open(token: unknown, gameCode: unknown): Promise<BuiltinSession> {
      if (typeof token !== 'string' || !token || typeof gameCode !== 'string' || !gameCode) {
        throw new GameError('INVALID_TOKEN', 'token and game are required', 400);
      }
      const game = await deps.catalogue(gameCode);
      if (!game) throw new GameError('GAME_UNAVAILABLE', 'No such game', 404);
      const answer = await wallet.call('authenticate', { token, game_code: gameCode });
      if (answer.outcome === 'unknown') throw walletDown();
      const { reply } = answer;
      if (reply.status !== 'OK' || !reply.session_id || !reply.player_id) {
        const code =
          (['INVALID_TOKEN', 'GAME_UNAVAILABLE', 'PLAYER_BLOCKED'] as const).find(
            (c) => c === reply.status,
          ) ?? 'INVALID_TOKEN';
        throw new GameError(code, `The wallet refused the session (${reply.status})`, 401);
      }
      const handle = randomBytes(32).toString('base64url');
      const kind = builtinGameFor(game.gameType);
      await store.insertSession(
        {
          handle_hash: hashHandle(handle),
          wallet_session_id: reply.session_id,
          player_id: reply.player_id,
          nickname: reply.nickname ?? '',
          game_code: gameCode,
          kind,
          expires_at: new Date(clock.now() + SESSION_MS),
        },
        now(),
      );
      return {
        handle,
        kind,
        nickname: reply.nickname ?? '',
        balance: reply.balance ?? 0,
        game: { code: game.code, name: game.name, colours: game.colours },
        betSizes: BET_SIZES,
        rules: rulesOf(kind, gameCode),
      };
    },

    async spin(handle: string, bet: unknown): Promise<SettledRound<SlotOutcome>> {
      const s = await session(handle);
      forKind(s, 'slot');
      const amount = checkBet(bet);
      const spin = spinSlot(random, slotMachineFor(s.game_code));
      return playRound(s, amount, spin, slotPayout(spin, amount));
    },

    async deal(
      handle: string,
      side: unknown,
      bet: unknown,
    ): Promise<SettledRound<BaccaratOutcome>> {
      const s = await session(handle);
      forKind(s, 'table');
      const amount = checkBet(bet);
      const backed = BACCARAT_SIDES.find((known) => known === side);
      if (!backed) {
        throw new GameError('BAD_BET', `side must be one of ${BACCARAT_SIDES.join(', ')}`, 400);
      }
      const hand = dealBaccarat(random);
      const win = baccaratPayout(backed, amount, hand.winner);
      return playRound(s, amount, { side: backed, ...hand }, win);
    },

    /** Takes a crash bet and starts the climb; the crash point stays on the server. */
    async crashBet(handle: string, bet: unknown): Promise<CrashRound> {
      const s = await session(handle);
      forKind(s, 'crash');
      const amount = checkBet(bet);
      if (await store.hasRunningRound(s.handle_hash)) {
        throw new GameError('ROUND_RUNNING', 'A round is still running', 409);
      }
      const roundId = newId('bg');
      await store.insertRound({
        round_id: roundId,
        handle_hash: s.handle_hash,
        kind: 'crash',
        bet: amount,
        win: null,
        outcome: { point: drawCrashPoint(random) },
        now: now(),
      });
      await placeBet(s, { round_id: roundId, bet: amount });
      const round = await store.findRound(roundId, s.handle_hash);
      // A round that crashes at once is over before the player can cash out.
      return crashAnswer(s, round!);
    },

    /** Cashes out at the multiplier of this moment, if the round has not crashed yet. */
    async cashOut(handle: string, roundId: unknown): Promise<CrashRound> {
      const s = await session(handle);
      const round =
        typeof roundId === 'string' ? await store.findRound(roundId, s.handle_hash) : null;
      if (!round || round.kind !== 'crash')
        throw new GameError('ROUND_NOT_FOUND', 'No such round', 404);
      if (round.state === 'open' && round.started_at) {
        const point = Number(round.outcome.point);
        const at = cashOutAt(point, clock.now() - round.started_at.getTime());
        if (at !== null) {
          await store.recordCashOut(round.round_id, at);
          await settle(s, round.round_id, crashPayout(Number(round.bet), at));
        }
      }
      return crashAnswer(s, (await store.findRound(round.round_id, s.handle_hash)) ?? round);
    },

    /**
     * A crash round, answered once it is over or after `maxWaitMs` (a long poll: the game learns
     * of the crash when it happens without asking many times, and never learns the point early).
     */
    async awaitCrash(handle: string, roundId: unknown, maxWaitMs: number): Promise<CrashRound> {
      const s = await session(handle);
      const round =
        typeof roundId === 'string' ? await store.findRound(roundId, s.handle_hash) : null;
      if (!round || round.kind !== 'crash')
        throw new GameError('ROUND_NOT_FOUND', 'No such round', 404);
      if (round.state === 'open' && round.started_at) {
        const crashesIn =
          round.started_at.getTime() + crashTime(Number(round.outcome.point)) - clock.now();
        const wait = Math.min(Math.max(crashesIn, 0), maxWaitMs);
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
      return crashAnswer(s, (await store.findRound(round.round_id, s.handle_hash)) ?? round);
    },

    async history(handle: string): Promise<{ rounds: HistoryRound[] }> {
      const s = await session(handle);
      const rounds = await store.history(s, HISTORY_ROUNDS);
      return {
        rounds: rounds.map((r) => ({
          roundId: r.round_id,
          time: r.created_at.toISOString(),
          bet: Number(r.bet),
          win: r.state.startsWith('roll') ? Number(r.bet) : Number(r.win ?? 0),
          state: r.state,
          outcome: r.outcome,
        })),
      };
    },

    /** Sends the wins and rollbacks still owed and settles crash rounds that have crashed. */
    async retryPending(): Promise<number> {
      const rows = await store.pending(now(), new Date(clock.now() - STALE_BET_MS));
      let done = 0;
      for (const row of rows) {
        if (row.state === 'settling')
          done += (await payWin(row, row.round_id, Number(row.win))) === null ? 0 : 1;
        else if (row.state === 'betting' || row.state === 'rolling_back') {
          await rollBack(row, row.round_id, 'no answer to the bet');
          done += 1;
        } else if (row.state === 'open') {
          if (row.kind !== 'crash')
            done += (await settle(row, row.round_id, Number(row.win))) === null ? 0 : 1;
          else if (await settleIfCrashed(row, row)) done += 1;
        }
      }
      return done;
    },
  };

  /** Settles an open crash round with 0 once its crash moment has passed; answers it if so. */
  async function settleIfCrashed(s: SessionRow, round: RoundRow): Promise<RoundRow | null> {
    if (round.state !== 'open' || !round.started_at) return round.state === 'open' ? null : round;
    const elapsed = clock.now() - round.started_at.getTime();
    if (cashOutAt(Number(round.outcome.point), elapsed) !== null) return null;
    await settle(s, round.round_id, 0);
    return store.findRound(round.round_id, s.handle_hash);
  }
}

export type GameServer = ReturnType<typeof createGameServer>;
