import type { RandomInt } from './random.ts';

/**
 * The crash game: a multiplier climbs from 1.00x along an exponential curve until it crashes at a
 * point drawn when the bet is taken; a player who cashes out before the crash wins the bet times
 * the multiplier of that moment (docs/builtin-games.md). Multipliers are whole hundredths.
 */
export const CRASH_RTP = 97.0;
/** The highest crash point (100.00x): a round never lasts longer than about a minute. */
export const CRASH_MAX_HUNDREDTHS = 10_000;
/** Growth of the curve per millisecond: 2x after about 8.7 s, 10x after about 29 s. */
export const CRASH_GROWTH_PER_MS = 0.00008;

const RANGE = 2 ** 32;

/**
 * The crash point in hundredths: RTP/(1-u) for u uniform in [0,1), cut to hundredths. The chance
 * it reaches a multiplier m is then RTP/m, so cashing out at any m returns the RTP on average,
 * whatever the player picks. A point under 100 (1.00x) crashes at the start: the house's edge.
 */
export function drawCrashPoint(random: RandomInt): number {
  const u = random(RANGE);
  return Math.min(Math.floor((CRASH_RTP * RANGE) / (RANGE - u)), CRASH_MAX_HUNDREDTHS);
}

/** The multiplier (hundredths, rounded down) a round shows `elapsedMs` after it started. */
export function multiplierAt(elapsedMs: number): number {
  return Math.floor(100 * Math.exp(CRASH_GROWTH_PER_MS * Math.max(0, elapsedMs)) + 1e-9);
}

/** The first whole millisecond at which the curve shows `hundredths` or more. */
function timeToReach(hundredths: number): number {
  return Math.ceil(Math.log(hundredths / 100) / CRASH_GROWTH_PER_MS);
}

/**
 * When (ms after the start) a round with this crash point crashes: the moment the curve would
 * pass it. A cash-out before then wins, at the multiplier of its moment (never above the point).
 */
export function crashTime(point: number): number {
  return point < 100 ? 0 : timeToReach(point + 1);
}

/** Whether a cash-out at `elapsedMs` beats the crash, and the multiplier it gets. */
export function cashOutAt(point: number, elapsedMs: number): number | null {
  return elapsedMs < crashTime(point) ? Math.min(multiplierAt(elapsedMs), point) : null;
}

/** The exact chance a drawn crash point reaches `hundredths` (counts the values of u that do). */
export function chanceToReach(hundredths: number): number {
  if (hundredths > CRASH_MAX_HUNDREDTHS) return 0;
  // floor(RTP*RANGE/(RANGE-u)) >= h  <=>  RANGE - u <= RTP*RANGE/h, u in [0, RANGE)
  return Math.min(Math.floor((CRASH_RTP * RANGE) / hundredths), RANGE) / RANGE;
}

/** What a cash-out at `hundredths` pays for a bet in centavos (rounded down to the centavo). */
export function crashPayout(bet: number, hundredths: number): number {
  return Math.floor((bet * hundredths) / 100);
}
