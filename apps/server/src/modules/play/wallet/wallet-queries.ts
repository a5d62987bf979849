import {
  CASH_TYPES,
  KYC_ALLOWED_STATUSES,
  KYC_DEADLINE_HOURS,
  KYC_FREEZABLE_STATUSES,
  RG_SESSION_BREAK_MINUTES,
  XP_PER_PESO_WAGERED,
  kycStatusNumber,
} from '@pisoplay/contract';
import type { GameTypeCode } from '@pisoplay/contract';
import type { Queryable } from '../../../db/database.ts';
import type { WalletReply, WalletRequest } from '@pisoplay/contract';

export async function findPlayerNickname(q: Queryable, uid: number): Promise<string> {
  const [row] = await q.query<{ nickname: string }>(
    `SELECT COALESCE(NULLIF(nick_name, ''), username) AS nickname FROM members WHERE uid = $1`,
    [uid],
  );
  return row?.nickname ?? '';
}

export type WalletGame = {
  id: number;
  code: string;
  game_type: GameTypeCode;
  online: 0 | 1;
  maintained: 0 | 1;
};

export async function findGameById(q: Queryable, id: number): Promise<WalletGame | null> {
  const [row] = await q.query<WalletGame>(
    'SELECT id, code, game_type, online, maintained FROM games WHERE id = $1',
    [id],
  );
  return row ?? null;
}

/** The launch token's player and game without using it up (to run the play gate first). */
export async function peekLaunchToken(
  q: Queryable,
  hash: string,
  now: Date,
): Promise<{ uid: number; game_id: number } | null> {
  const [row] = await q.query<{ uid: number; game_id: number }>(
    `SELECT uid, game_id FROM game_launch_tokens
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2`,
    [hash, now],
  );
  return row ?? null;
}

export type GameSessionRow = {
  id: string;
  provider: string;
  uid: number;
  game_id: number;
  game_code: string;
  game_type: GameTypeCode;
  expires_at: Date;
};

export async function insertGameSession(
  q: Queryable,
  s: { id: string; provider: string; uid: number; gameId: number; now: Date; expiresAt: Date },
): Promise<void> {
  await q.query(
    `INSERT INTO game_sessions (id, provider, uid, game_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [s.id, s.provider, s.uid, s.gameId, s.now, s.expiresAt],
  );
}

export async function findGameSession(q: Queryable, id: string): Promise<GameSessionRow | null> {
  const [row] = await q.query<GameSessionRow>(
    `SELECT s.id, s.provider, s.uid, s.game_id, g.code AS game_code, g.game_type, s.expires_at
     FROM game_sessions s JOIN games g ON g.id = s.game_id WHERE s.id = $1`,
    [id],
    'play-find-session',
  );
  return row ?? null;
}

export async function insertIncident(
  q: Queryable,
  i: {
    provider: string;
    action: string;
    status: string;
    transactionId: string;
    roundId: string;
    playerId: string;
    body: unknown;
    now: Date;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO game_wallet_incidents
       (provider, action, status, transaction_id, round_id, player_id, body, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      i.provider,
      i.action,
      i.status,
      i.transactionId,
      i.roundId,
      i.playerId,
      JSON.stringify(i.body),
      i.now,
    ],
  );
}

/** What every money call names besides its request: the provider, the player, the time. */
type Caller = { provider: string; uid: number; now: Date };

/**
 * Runs one money call: a single statement, the whole call in a server-side function
 * (R__wallet_functions.sql) under the player's lock; its reply, a refusal included.
 */
async function moneyCall(
  q: Queryable,
  sql: string,
  params: unknown[],
  prepareAs: string,
): Promise<WalletReply> {
  const [row] = await q.query<{ reply: WalletReply }>(`SELECT ${sql} AS reply`, params, prepareAs);
  return row!.reply;
}

/** The parameters a bet and a win share ($1 to $8). */
const roundCall = (c: Caller, req: WalletRequest<'bet' | 'win'>) => [
  c.provider,
  c.uid,
  req.session_id,
  req.game_code,
  req.transaction_id,
  req.round_id,
  req.amount,
  c.now,
];
const ROUND_CALL_PARAMS = `$1::text, $2::integer, $3::text, $4::text, $5::text, $6::text,
  $7::bigint, $8::timestamptz`;

/**
 * The play gate of spec 4.3 as a bet checks it in the database (wallet_player_may_bet): the
 * statuses that may play, those the KYC deadline freezes, and the deadline.
 */
const PLAY_GATE = [
  KYC_ALLOWED_STATUSES.play.map(kycStatusNumber),
  KYC_FREEZABLE_STATUSES.map(kycStatusNumber),
  KYC_DEADLINE_HOURS * 3600_000,
];

export const placeBet = (q: Queryable, c: Caller, req: WalletRequest<'bet'>) =>
  moneyCall(
    q,
    `wallet_bet(${ROUND_CALL_PARAMS}, $9::integer, $10::integer[], $11::integer[], $12::bigint,
       $13::integer, $14::integer)`,
    [
      ...roundCall(c, req),
      CASH_TYPES.bet,
      ...PLAY_GATE,
      CASH_TYPES.bonusExpired,
      RG_SESSION_BREAK_MINUTES,
    ],
    'play-bet',
  );

export const payWin = (q: Queryable, c: Caller, req: WalletRequest<'win'>) =>
  moneyCall(
    q,
    `wallet_win(${ROUND_CALL_PARAMS}, $9::boolean, $10::integer, $11::integer, $12::integer,
       $13::integer)`,
    [
      ...roundCall(c, req),
      req.round_closed,
      CASH_TYPES.win,
      XP_PER_PESO_WAGERED,
      CASH_TYPES.bonusReleased,
      CASH_TYPES.bonusWrittenOff,
    ],
    'play-win',
  );

export const rollBackBet = (q: Queryable, c: Caller, req: WalletRequest<'rollback'>) =>
  moneyCall(
    q,
    `wallet_rollback($1::text, $2::integer, $3::text, $4::text, $5::text, $6::text,
       $7::timestamptz, $8::integer)`,
    [
      c.provider,
      c.uid,
      req.transaction_id,
      req.reference_transaction_id,
      req.round_id,
      req.game_code,
      c.now,
      CASH_TYPES.betRefund,
    ],
    'play-rollback',
  );

export const voidRound = (q: Queryable, c: Caller, req: WalletRequest<'void'>) =>
  moneyCall(
    q,
    `wallet_void($1::text, $2::integer, $3::text, $4::text, $5::text, $6::timestamptz,
       $7::integer, $8::integer, $9::integer)`,
    [
      c.provider,
      c.uid,
      req.transaction_id,
      req.round_id,
      req.game_code,
      c.now,
      CASH_TYPES.betRefund,
      CASH_TYPES.winReversed,
      CASH_TYPES.bonusReleased,
    ],
    'play-void',
  );

export const resettleRound = (q: Queryable, c: Caller, req: WalletRequest<'resettle'>) =>
  moneyCall(
    q,
    `wallet_resettle($1::text, $2::integer, $3::text, $4::text, $5::text, $6::bigint,
       $7::timestamptz, $8::integer, $9::integer)`,
    [
      c.provider,
      c.uid,
      req.transaction_id,
      req.round_id,
      req.game_code,
      req.amount,
      c.now,
      CASH_TYPES.win,
      CASH_TYPES.winReversed,
    ],
    'play-resettle',
  );
