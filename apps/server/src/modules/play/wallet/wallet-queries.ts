import type { GameTypeCode } from '@pisoplay/contract';
import type { Queryable } from '../../../db/database.ts';
import type { WalletReply } from './wallet-protocol.ts';

/** Namespace of the per-player advisory lock every money call takes (pg_advisory_xact_lock). */
const PLAYER_LOCK_SPACE = 90;

/**
 * Serialises a player's wallet calls until the transaction ends: a repeat, a rollback racing its
 * bet, or twenty bets at once on one balance each see the one before them committed.
 */
export async function lockPlayer(q: Queryable, uid: number): Promise<void> {
  await q.query('SELECT pg_advisory_xact_lock($1, $2)', [PLAYER_LOCK_SPACE, uid], 'play-lock');
}

export async function playerExists(q: Queryable, uid: number): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM members WHERE uid = $1', [uid]);
  return rows.length > 0;
}

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

export type RoundRow = {
  id: number;
  provider: string;
  round_id: string;
  uid: number;
  game_id: number;
  bet_cash: number;
  bet_bonus: number;
  win_amount: number;
  closed_at: Date | null;
};

export async function findRound(
  q: Queryable,
  provider: string,
  roundId: string,
): Promise<RoundRow | null> {
  const [row] = await q.query<RoundRow>(
    'SELECT * FROM game_rounds WHERE provider = $1 AND round_id = $2',
    [provider, roundId],
    'play-find-round',
  );
  return row ?? null;
}

export async function insertRound(
  q: Queryable,
  r: { provider: string; roundId: string; uid: number; gameId: number; now: Date },
): Promise<RoundRow> {
  const [row] = await q.query<RoundRow>(
    `INSERT INTO game_rounds (provider, round_id, uid, game_id, created_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING *`,
    [r.provider, r.roundId, r.uid, r.gameId, r.now],
    'play-insert-round',
  );
  return row!;
}

/** Adds to (or, negative, takes from) the round's stake and winnings; closes it when told. */
export async function updateRound(
  q: Queryable,
  id: number,
  change: { cash?: number; bonus?: number; win?: number; closedAt?: Date },
): Promise<void> {
  await q.query(
    `UPDATE game_rounds SET bet_cash = bet_cash + $2, bet_bonus = bet_bonus + $3,
       win_amount = win_amount + $4, closed_at = COALESCE($5, closed_at)
     WHERE id = $1`,
    [id, change.cash ?? 0, change.bonus ?? 0, change.win ?? 0, change.closedAt ?? null],
    'play-update-round',
  );
}

export type GameTransactionRow = {
  id: number;
  provider: string;
  transaction_id: string;
  kind: 'bet' | 'win' | 'rollback';
  round: number;
  round_id: string;
  uid: number;
  amount: number;
  cash_amount: number;
  bonus_amount: number;
  reference_transaction_id: string | null;
  rolled_back_at: Date | null;
  reply: WalletReply;
};

export async function findTransaction(
  q: Queryable,
  provider: string,
  transactionId: string,
): Promise<GameTransactionRow | null> {
  const [row] = await q.query<GameTransactionRow>(
    `SELECT t.*, r.round_id FROM game_transactions t JOIN game_rounds r ON r.id = t.round
     WHERE t.provider = $1 AND t.transaction_id = $2`,
    [provider, transactionId],
    'play-find-transaction',
  );
  return row ?? null;
}

export async function insertTransaction(
  q: Queryable,
  t: Pick<
    GameTransactionRow,
    'provider' | 'transaction_id' | 'kind' | 'round' | 'uid' | 'amount' | 'reply'
  > &
    Partial<
      Pick<GameTransactionRow, 'cash_amount' | 'bonus_amount' | 'reference_transaction_id'>
    > & {
      now: Date;
    },
): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO game_transactions (provider, transaction_id, kind, round, uid, amount,
       cash_amount, bonus_amount, reference_transaction_id, reply, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      t.provider,
      t.transaction_id,
      t.kind,
      t.round,
      t.uid,
      t.amount,
      t.cash_amount ?? 0,
      t.bonus_amount ?? 0,
      t.reference_transaction_id ?? null,
      JSON.stringify(t.reply),
      t.now,
    ],
    'play-insert-transaction',
  );
  return row!.id;
}

export async function markRolledBack(q: Queryable, id: number, now: Date): Promise<void> {
  await q.query('UPDATE game_transactions SET rolled_back_at = $2 WHERE id = $1', [id, now]);
}

export type TombstoneRow = {
  transaction_id: string;
  rollback_transaction_id: string;
  uid: number;
  reply: WalletReply;
};

export async function findTombstone(
  q: Queryable,
  provider: string,
  transactionId: string,
): Promise<TombstoneRow | null> {
  const [row] = await q.query<TombstoneRow>(
    `SELECT transaction_id, rollback_transaction_id, uid, reply FROM game_rollback_tombstones
     WHERE provider = $1 AND transaction_id = $2`,
    [provider, transactionId],
    'play-find-tombstone',
  );
  return row ?? null;
}

export async function insertTombstone(
  q: Queryable,
  t: TombstoneRow & { provider: string; now: Date },
): Promise<void> {
  await q.query(
    `INSERT INTO game_rollback_tombstones
       (provider, transaction_id, rollback_transaction_id, uid, reply, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      t.provider,
      t.transaction_id,
      t.rollback_transaction_id,
      t.uid,
      JSON.stringify(t.reply),
      t.now,
    ],
  );
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

/** The bet record of a settled round. */
export async function insertBetRecord(
  q: Queryable,
  r: {
    round: number;
    uid: number;
    gameId: number;
    betAmount: number;
    settlementAmount: number;
    now: Date;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO bet_records (round, uid, game_id, game_type, bet_amount, settlement_amount,
       settle_time)
     SELECT $1, $2, $3, g.game_type, $4, $5, $6 FROM games g WHERE g.id = $3`,
    [r.round, r.uid, r.gameId, r.betAmount, r.settlementAmount, r.now],
  );
}

export async function addXp(q: Queryable, uid: number, xp: number): Promise<void> {
  if (xp <= 0) return;
  await q.query('UPDATE members SET xp = xp + $2 WHERE uid = $1', [uid, xp]);
}
