import type { GameTypeCode } from '@pisoplay/contract';
import type { Queryable } from '../../../db/database.ts';

/** What launching needs to know about a game. */
export type LaunchableGame = {
  id: number;
  code: string;
  game_id: string;
  game_type: GameTypeCode;
  en_name: string;
  online: 0 | 1;
  maintained: 0 | 1;
  provider: string;
};

export async function findLaunchableGame(
  q: Queryable,
  code: string,
): Promise<LaunchableGame | null> {
  const [row] = await q.query<LaunchableGame>(
    `SELECT id, code, game_id, game_type, en_name, online, maintained, provider
     FROM games WHERE code = $1`,
    [code],
  );
  return row ?? null;
}

export async function insertLaunchToken(
  q: Queryable,
  token: { hash: string; uid: number; gameId: number; now: Date; expiresAt: Date },
): Promise<void> {
  await q.query(
    `INSERT INTO game_launch_tokens (token_hash, uid, game_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [token.hash, token.uid, token.gameId, token.now, token.expiresAt],
  );
}

/** The launch token's player and game, marking it used; null if unknown, used or expired. */
export async function consumeLaunchToken(
  q: Queryable,
  hash: string,
  now: Date,
): Promise<{ uid: number; game_id: number } | null> {
  const [row] = await q.query<{ uid: number; game_id: number }>(
    `UPDATE game_launch_tokens SET used_at = $2
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
     RETURNING uid, game_id`,
    [hash, now],
  );
  return row ?? null;
}

/** Recently played: the player's last launch of each game. */
export async function touchHistory(
  q: Queryable,
  uid: number,
  gameId: number,
  now: Date,
): Promise<void> {
  await q.query(
    `INSERT INTO game_history (uid, game_id, played_at) VALUES ($1, $2, $3)
     ON CONFLICT (uid, game_id) DO UPDATE SET played_at = EXCLUDED.played_at`,
    [uid, gameId, now],
  );
}

/** Expired launch tokens are of no further use. */
export async function deleteExpiredLaunchTokens(q: Queryable, now: Date): Promise<void> {
  await q.query('DELETE FROM game_launch_tokens WHERE expires_at < $1', [now]);
}
