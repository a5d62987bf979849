import type { Queryable } from '../../../db/database.ts';

/**
 * Reads of the real-money stakes settled per Philippine day, player and game type
 * (`settled_stakes_daily`, counted by wallet_close_round): what the daily contest ranks.
 */
export type StakeTotal = { uid: number; staked: number; reached_at: Date };

/** The day's totals of a game type, highest first, then whoever reached theirs first, then uid. */
export async function rankedStakesOfDay(
  q: Queryable,
  day: string,
  gameType: number,
  limit: number,
): Promise<StakeTotal[]> {
  return q.query<StakeTotal>(
    `SELECT uid, cash_staked AS staked, reached_at FROM settled_stakes_daily
     WHERE day = $1 AND game_type = $2 AND cash_staked > 0
     ORDER BY cash_staked DESC, reached_at, uid LIMIT $3`,
    [day, gameType, limit],
  );
}

/** A player's total of the day and their place in the ranking; null before their first stake. */
export async function stakeRankOf(
  q: Queryable,
  day: string,
  gameType: number,
  uid: number,
): Promise<(StakeTotal & { rank: number }) | null> {
  const [row] = await q.query<StakeTotal & { rank: number }>(
    `SELECT me.uid, me.cash_staked AS staked, me.reached_at,
            1 + (SELECT count(*)::int FROM settled_stakes_daily o
                 WHERE o.day = me.day AND o.game_type = me.game_type AND o.cash_staked > 0
                   AND (o.cash_staked, me.reached_at, me.uid) > (me.cash_staked, o.reached_at, o.uid)
                ) AS rank
     FROM settled_stakes_daily me
     WHERE me.day = $1 AND me.game_type = $2 AND me.uid = $3 AND me.cash_staked > 0`,
    [day, gameType, uid],
  );
  return row ?? null;
}
