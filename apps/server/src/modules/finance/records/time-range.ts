import type { TimeFlag } from '@pisoplay/contract';

const DAY_MS = 86_400_000;
/** Manila is UTC+8 all year (no daylight saving). */
const MANILA_OFFSET_MS = 8 * 3_600_000;

/**
 * The records filter's time_flag as a range, in Philippine days: 0 today, 1 yesterday, 7, 15
 * and 30 the last that many days including today. No flag: everything.
 */
export function timeRange(flag: number | undefined, now: number): { from?: Date; until?: Date } {
  if (flag === undefined) return {};
  const todayStart = Math.floor((now + MANILA_OFFSET_MS) / DAY_MS) * DAY_MS - MANILA_OFFSET_MS;
  if (flag === 0) return { from: new Date(todayStart) };
  if (flag === 1) return { from: new Date(todayStart - DAY_MS), until: new Date(todayStart) };
  return { from: new Date(todayStart - ((flag as TimeFlag) - 1) * DAY_MS) };
}
