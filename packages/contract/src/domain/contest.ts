/**
 * The daily slot betting contest of spec 9: the Philippine day, the top 100, and the prize
 * table in pesos (paid as bonuses that must be played through; docs/promotions.md).
 */
export const CONTEST_DAY_HOURS = '00:00 to 23:59';
export const CONTEST_TOP = 100;

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
