import type {
  AdminBetRecord,
  BetRecord,
  BetStatus,
  Game,
  GameTypeCode,
  RoundMove,
} from '@pisoplay/contract';
import { centavosToAmount } from '@pisoplay/contract';
import type { Queryable, Row } from '../../../db/database.ts';
import { GAME_COLUMNS, toGame } from '../../catalogue/index.ts';

const GAMES_FROM = 'games g JOIN platforms p ON p.id = g.platform_id';

/** Adds a favourite; false if the game does not exist. Adding one twice is fine. */
export async function insertFavorite(
  q: Queryable,
  uid: number,
  gameId: number,
  now: Date,
): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO favorite_games (uid, game_id, created_at)
     SELECT $1, id, $3 FROM games WHERE id = $2
     ON CONFLICT (uid, game_id) DO UPDATE SET created_at = favorite_games.created_at
     RETURNING game_id`,
    [uid, gameId, now],
  );
  return rows.length > 0;
}

export async function deleteFavorite(q: Queryable, uid: number, gameId: number): Promise<void> {
  await q.query('DELETE FROM favorite_games WHERE uid = $1 AND game_id = $2', [uid, gameId]);
}

/** A player's games from one of their lists, the latest first (offline games are left out). */
async function listPlayerGames(
  q: Queryable,
  list: { table: 'favorite_games' | 'game_history'; latest: 'created_at' | 'played_at' },
  uid: number,
  limit: number,
  offset: number,
): Promise<{ items: Game[]; total: number }> {
  const rows = await q.query(
    `SELECT ${GAME_COLUMNS}, count(*) OVER ()::int AS total
     FROM ${list.table} l JOIN ${GAMES_FROM} ON g.id = l.game_id
     WHERE l.uid = $1 AND g.online = 1
     ORDER BY l.${list.latest} DESC, g.id LIMIT $2 OFFSET $3`,
    [uid, limit, offset],
  );
  return { items: rows.map(toGame), total: Number(rows[0]?.total ?? 0) };
}

/** The player's favourites, latest added first. */
export const listFavorites = (q: Queryable, uid: number, limit: number, offset: number) =>
  listPlayerGames(q, { table: 'favorite_games', latest: 'created_at' }, uid, limit, offset);

/** Recently played games, the latest first. */
export const listHistory = (q: Queryable, uid: number, limit: number, offset: number) =>
  listPlayerGames(q, { table: 'game_history', latest: 'played_at' }, uid, limit, offset);

export type BetFilter = {
  uid: number;
  from?: Date;
  until?: Date;
  gameType?: number;
};

function betWhere(filter: BetFilter, params: unknown[]): string {
  const param = (value: unknown) => `$${params.push(value)}`;
  const where = [`b.uid = ${param(filter.uid)}`];
  if (filter.from) where.push(`b.settle_time >= ${param(filter.from)}`);
  if (filter.until) where.push(`b.settle_time < ${param(filter.until)}`);
  if (filter.gameType !== undefined) where.push(`b.game_type = ${param(filter.gameType)}`);
  return where.join(' AND ');
}

const BET_COLUMNS = `b.id, b.uid, b.bet_amount, b.settlement_amount, b.status, b.settle_time,
  b.game_type, r.round_id, r.provider, g.en_name AS game_name, g.code AS game_code,
  p.name AS brand_name`;
const BETS_FROM = `bet_records b JOIN game_rounds r ON r.id = b.round
  JOIN games g ON g.id = b.game_id JOIN platforms p ON p.id = g.platform_id`;

function toBetRecord(r: Row): AdminBetRecord {
  const bet = Number(r.bet_amount);
  const settlement = Number(r.settlement_amount);
  return {
    id: Number(r.id),
    uid: Number(r.uid),
    record_id: `${String(r.provider)}-${String(r.round_id)}`,
    round_id: String(r.round_id),
    game_name: String(r.game_name),
    game_code: String(r.game_code),
    game_type: Number(r.game_type) as GameTypeCode,
    brand_name: String(r.brand_name),
    currency: 'PHP',
    bet_amount: centavosToAmount(bet),
    settlement_amount: centavosToAmount(settlement),
    net_amount: centavosToAmount(settlement - bet),
    status: r.status as BetStatus,
    settle_time: (r.settle_time as Date).toISOString(),
  };
}

export const withoutUid = ({ uid: _uid, ...record }: AdminBetRecord): BetRecord => record;

/** One page of settled rounds, latest first, with the count and totals over the filter. */
export async function listBets(
  q: Queryable,
  filter: BetFilter,
  limit: number,
  offset: number,
): Promise<{ items: AdminBetRecord[]; total: number; bet: number; settlement: number }> {
  const params: unknown[] = [];
  const where = betWhere(filter, params);
  const [rows, [totals]] = await Promise.all([
    q.query(
      `SELECT ${BET_COLUMNS} FROM ${BETS_FROM} WHERE ${where}
       ORDER BY b.settle_time DESC, b.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    ),
    q.query<{ total: number; bet: number; settlement: number }>(
      `SELECT count(*)::int AS total, COALESCE(sum(b.bet_amount), 0)::bigint AS bet,
         COALESCE(sum(b.settlement_amount), 0)::bigint AS settlement
       FROM bet_records b WHERE ${where}`,
      params,
    ),
  ]);
  return {
    items: rows.map(toBetRecord),
    total: Number(totals?.total ?? 0),
    bet: Number(totals?.bet ?? 0),
    settlement: Number(totals?.settlement ?? 0),
  };
}

/** One bet record of the player with its round's movements. */
export async function findBet(
  q: Queryable,
  uid: number,
  id: number,
): Promise<(BetRecord & { moves: RoundMove[] }) | null> {
  const [row] = await q.query(
    `SELECT ${BET_COLUMNS}, b.round FROM ${BETS_FROM} WHERE b.uid = $1 AND b.id = $2`,
    [uid, id],
  );
  if (!row) return null;
  const moves = await q.query<{
    kind: RoundMove['kind'];
    transaction_id: string;
    amount: number;
    created_at: Date;
  }>(
    `SELECT kind, transaction_id, amount, created_at FROM game_transactions
     WHERE round = $1 ORDER BY id`,
    [row.round],
  );
  return {
    ...withoutUid(toBetRecord(row)),
    moves: moves.map((m) => ({
      kind: m.kind,
      transaction_id: m.transaction_id,
      amount: centavosToAmount(Number(m.amount)),
      created_at: m.created_at.toISOString(),
    })),
  };
}

export type GameChange = {
  online?: 0 | 1;
  maintained?: 0 | 1;
  is_hot?: 0 | 1;
  is_new?: 0 | 1;
  sorting?: number;
};

/** Every game, offline ones too, by type then the lobby's order; a page of them and the total. */
export async function listAllGames(
  q: Queryable,
  filter: { gameType?: number; text?: string; offset: number; limit: number },
): Promise<{ items: Game[]; total: number }> {
  const like = filter.text ? `%${filter.text.replace(/[\\%_]/g, '\\$&')}%` : null;
  const rows = await q.query(
    `SELECT ${GAME_COLUMNS}, count(*) OVER ()::int AS total FROM ${GAMES_FROM}
     WHERE ($1::int IS NULL OR g.game_type = $1)
       AND ($2::text IS NULL OR g.en_name ILIKE $2 OR g.code ILIKE $2)
     ORDER BY g.game_type, g.sorting DESC, g.id
     LIMIT $3 OFFSET $4`,
    [filter.gameType ?? null, like, filter.limit, filter.offset],
  );
  return { items: rows.map(toGame), total: Number(rows[0]?.total ?? 0) };
}

/** Applies an operator's change to a game; the game before and after, or null if unknown. */
export async function updateGame(
  q: Queryable,
  id: number,
  change: GameChange,
  by: { operatorId: number; operator: string; now: Date },
): Promise<{ before: Game; after: Game } | null> {
  const [locked] = await q.query(
    `SELECT ${GAME_COLUMNS} FROM ${GAMES_FROM} WHERE g.id = $1 FOR UPDATE OF g`,
    [id],
  );
  if (!locked) return null;
  const before = toGame(locked);
  const after = { ...before, ...change };
  await q.query(
    `UPDATE games SET online = $2, maintained = $3, is_hot = $4, is_new = $5, sorting = $6,
       updated_at = $7, updated_name = $8, updated_uid = $9
     WHERE id = $1`,
    [
      id,
      after.online,
      after.maintained,
      after.is_hot,
      after.is_new,
      after.sorting,
      by.now,
      by.operator,
      by.operatorId,
    ],
  );
  return {
    before,
    after: {
      ...after,
      updated_at: by.now.toISOString(),
      updated_name: by.operator,
      updated_uid: by.operatorId,
    },
  };
}

/** The player's settled stakes (centavos) in [from, until): what their bet records count. */
export async function settledStakesBetween(
  q: Queryable,
  uid: number,
  from: Date,
  until: Date,
): Promise<number> {
  const [row] = await q.query<{ staked: number }>(
    `SELECT COALESCE(sum(bet_amount), 0)::bigint AS staked FROM bet_records
     WHERE uid = $1 AND status = 'settled' AND settle_time >= $2 AND settle_time < $3`,
    [uid, from, until],
  );
  return row!.staked;
}
