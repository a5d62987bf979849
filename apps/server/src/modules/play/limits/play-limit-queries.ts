import { RG_SESSION_BREAK_MINUTES } from '@pisoplay/contract';
import type { RgLimitKey } from '@pisoplay/contract';
import type { Queryable } from '../../../db/database.ts';

/**
 * The real money a player staked and won in their play session and this Philippine day, week and
 * month (play_totals, kept by every wallet call; docs/responsible-gaming.md). Centavos. A period
 * that has changed since the row was written counts as zero.
 */
export type PlayTotals = {
  session: { startedAt: Date; staked: number; won: number } | null;
  day: { staked: number; won: number };
  week: { staked: number; won: number };
  month: { staked: number; won: number };
};

type PlayTotalsRow = {
  session_started_at: Date;
  session_live: boolean;
  session_staked: number;
  session_won: number;
  day_current: boolean;
  day_staked: number;
  day_won: number;
  week_current: boolean;
  week_staked: number;
  week_won: number;
  month_current: boolean;
  month_staked: number;
  month_won: number;
};

const NONE = { staked: 0, won: 0 };

export async function playTotalsOf(q: Queryable, uid: number, now: number): Promise<PlayTotals> {
  const [row] = await q.query<PlayTotalsRow>(
    `SELECT t.session_started_at, t.last_bet_at >= $2 - $3 * interval '1 minute' AS session_live,
       t.session_staked, t.session_won, t.day = p.day AS day_current, t.day_staked, t.day_won,
       t.week = wallet_week_of(p.day) AS week_current, t.week_staked, t.week_won,
       t.month = wallet_month_of(p.day) AS month_current, t.month_staked, t.month_won
     FROM play_totals t, (SELECT wallet_philippine_day($2) AS day) p WHERE t.uid = $1`,
    [uid, new Date(now), RG_SESSION_BREAK_MINUTES],
  );
  if (!row) return { session: null, day: NONE, week: NONE, month: NONE };
  return {
    session: row.session_live
      ? { startedAt: row.session_started_at, staked: row.session_staked, won: row.session_won }
      : null,
    day: row.day_current ? { staked: row.day_staked, won: row.day_won } : NONE,
    week: row.week_current ? { staked: row.week_staked, won: row.week_won } : NONE,
    month: row.month_current ? { staked: row.month_staked, won: row.month_won } : NONE,
  };
}

/**
 * The wager, loss or session limit a real-money stake of `stake` centavos would cross now, or
 * null: the bet's own check (wallet_play_limit_crossed), asked at launch with one centavo.
 */
export async function crossedPlayLimit(
  q: Queryable,
  uid: number,
  stake: number,
  now: number,
): Promise<RgLimitKey | null> {
  const [row] = await q.query<{ crossed: RgLimitKey | null }>(
    `SELECT CASE WHEN m.rg_limited
       THEN wallet_play_limit_crossed($1, $2, $3, $4 * interval '1 minute') END AS crossed
     FROM members m WHERE m.uid = $1`,
    [uid, stake, new Date(now), RG_SESSION_BREAK_MINUTES],
  );
  return row?.crossed ?? null;
}
