/**
 * The daily slot betting contest of spec 9: the Philippine day, the top 100, and the prize
 * table in pesos (paid as bonuses that must be played through; docs/promotions.md).
 */
export const CONTEST_DAY_HOURS = '00:00 to 23:59';
export const CONTEST_TOP = 100;

/**
 * The contest page's opening line, which the server also paints into the page it serves
 * (SPLASH_LEADS).
 */
export const CONTEST_MESSAGES = {
  intro: `Bet on slots with real money today. The top ${CONTEST_TOP} players win a bonus.`,
} as const;

/** Prizes by rank, in pesos: [first rank, last rank, prize each]. */
export const CONTEST_PRIZES: readonly (readonly [number, number, number])[] = [
  [1, 1, 25_000],
  [2, 2, 12_000],
  [3, 3, 8_000],
  [4, 4, 6_000],
  [5, 5, 5_000],
  [6, 6, 3_500],
  [7, 7, 2_500],
  [8, 8, 2_000],
  [9, 9, 1_500],
  [10, 10, 1_000],
  [11, 20, 700],
  [21, 50, 400],
  [51, 100, 290],
];

/** The day's prize pool in pesos: the table summed (100,000, as the spec displays it). */
export const CONTEST_PRIZE_POOL = CONTEST_PRIZES.reduce(
  (sum, [first, last, prize]) => sum + (last - first + 1) * prize,
  0,
);

/** The prize of a rank in pesos (0 below the top 100). */
export function contestPrize(rank: number): number {
  return CONTEST_PRIZES.find(([first, last]) => rank >= first && rank <= last)?.[2] ?? 0;
}

/**
 * A line of the ranking (spec 3 Ranking row): the masked player, their slot stakes of the day and
 * the prize of their place, both as amounts ('1250.00'), and their place (1 first).
 */
export type RankingRow = { player: string; bet: string; bonus: string; index: number };

/** A prize the player won (spec 3 Bonus history row): their stakes, place, prize and day. */
export type BonusHistoryRow = { bet: string; position: number; bonus: string; date: string };

/**
 * Today's contest, live (`GET /promo/rank/today`): the top 100, the caller's own row (null before
 * their first slot stake of the day), when it was computed, the day's pool and its close.
 */
export type ContestToday = {
  date: string;
  rows: RankingRow[];
  mine: RankingRow | null;
  computed_at: string;
  pool: string;
  closes_at: string;
};

/**
 * The closed days (`GET /promo/rank/history`): their dates, newest first; the ranking frozen for
 * `date` (the newest when none is asked); the caller's prizes, newest first.
 */
export type ContestHistory = {
  days: string[];
  date: string | null;
  rows: RankingRow[];
  mine: BonusHistoryRow[];
};

/** A closed day as an operator sees it (`GET /admin/contest/day`): each place and its payment. */
export type ContestDayReport = {
  date: string;
  closed_at: string;
  pool: string;
  places: {
    rank: number;
    uid: number;
    /** The player's username, in full (operators only). */
    username: string;
    bet: string;
    prize: string;
    grant_id: number | null;
    withheld: string | null;
  }[];
};
