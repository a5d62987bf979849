import type { Queryable } from '../../../db/database.ts';

/**
 * The VIP level table and the levels players reached (docs/vip.md). The wallet moves XP and
 * records levels reached in the round's statement (`members_add_xp`); the promotions module
 * reads them here to pay the levels' bonuses, and replaces the table for the operator.
 */
export type VipLevelRow = {
  level: number;
  ty: number;
  xp: number;
  /** Centavos. */
  upgrade: number;
  /** Centavos. */
  birthday: number;
  multiple: number;
  img: string;
};

export type LevelReached = { uid: number; level: number; reached_at: Date };

export function vipLevels(q: Queryable): Promise<VipLevelRow[]> {
  return q.query<VipLevelRow>(
    'SELECT level, ty, xp, upgrade, birthday, multiple, img FROM vip_levels ORDER BY level',
  );
}

/**
 * Replaces the level table (checked by the caller), then brings every player's level in line
 * with their XP and records the levels newly reached. Answers the players whose level changed.
 */
export async function replaceVipLevels(
  q: Queryable,
  levels: readonly VipLevelRow[],
  now: Date,
): Promise<number> {
  await q.query('DELETE FROM vip_levels');
  await q.query(
    `INSERT INTO vip_levels (level, ty, xp, upgrade, birthday, multiple, img)
     SELECT * FROM unnest($1::int[], $2::smallint[], $3::int[], $4::bigint[], $5::bigint[],
       $6::float8[], $7::text[])`,
    [
      levels.map((l) => l.level),
      levels.map((l) => l.ty),
      levels.map((l) => l.xp),
      levels.map((l) => l.upgrade),
      levels.map((l) => l.birthday),
      levels.map((l) => l.multiple),
      levels.map((l) => l.img),
    ],
  );
  const [row] = await q.query<{ changed: number }>('SELECT members_recompute_vip($1) AS changed', [
    now,
  ]);
  return row!.changed;
}

/** A player's XP and level. */
export async function vipOf(q: Queryable, uid: number): Promise<{ xp: number; vip: number }> {
  const [row] = await q.query<{ xp: number; vip: number }>(
    'SELECT xp, vip FROM members WHERE uid = $1',
    [uid],
  );
  return row ?? { xp: 0, vip: 1 };
}

/** The levels a player has reached (above level 1), lowest first. */
export function levelsReachedOf(q: Queryable, uid: number): Promise<LevelReached[]> {
  return q.query<LevelReached>(
    'SELECT uid, level, reached_at FROM member_vip_levels WHERE uid = $1 ORDER BY level',
    [uid],
  );
}

/**
 * Levels reached since an instant, oldest first, a page of at most `limit` after the row `after`
 * (the last of the previous page): the bonus job's window.
 */
export function levelsReachedSince(
  q: Queryable,
  since: Date,
  after: LevelReached | null,
  limit: number,
): Promise<LevelReached[]> {
  return q.query<LevelReached>(
    `SELECT uid, level, reached_at FROM member_vip_levels
     WHERE reached_at >= $1 AND ($2::timestamptz IS NULL OR (reached_at, uid, level) > ($2, $3, $4))
     ORDER BY reached_at, uid, level LIMIT $5`,
    [since, after?.reached_at ?? null, after?.uid ?? 0, after?.level ?? 0, limit],
  );
}
