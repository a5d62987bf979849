import { RG_MESSAGES, moneyLimitOf, type RgLimit, type RgLimitKey } from '@pisoplay/contract';
import { formatPhp } from '@/shared/lib/format';
import { RG_COPY as COPY } from '../copy';

/** A date and time in Philippine time, as the server's messages write it ('Nov 28, 2026, 3:04 PM'). */
export const formatWhen = RG_MESSAGES.until;

/** A limit's value as the screen shows it: pesos, or minutes for the session limit. */
export const limitValueText = (key: RgLimitKey, value: string): string =>
  key === 'session' ? COPY.minutes(value) : `₱${formatPhp(value)}`;

/** What is used of a limit in its period: pesos today, this week, this month, or minutes played. */
export function usedText(limit: RgLimit): string {
  const money = moneyLimitOf(limit.limit);
  if (!money) return COPY.usedSession(limit.used);
  return COPY.usedMoney(`₱${formatPhp(limit.used)}`, money.period);
}

/**
 * A limit's value as a call sends it: whole pesos ('500', the screen reads '500.00') or minutes;
 * null (no limit) as it is.
 */
export const payloadValue = (value: string | null): string | null =>
  value === null ? null : value.split('.')[0]!;
