import {
  RG_LIMIT_TITLES,
  RG_MESSAGES,
  moneyLimitOf,
  type RgLimit,
  type RgLimitKey,
} from '@pisoplay/contract';
import { copyOf } from '@/shared/i18n/define-copy';
import { localizeMessage } from '@/shared/i18n/i18n';
import { formatPhp } from '@/shared/lib/format';
import { RG_COPY } from '../copy';

/** A date and time in Philippine time, as the server's messages write it ('Nov 28, 2026, 3:04 PM'). */
export const formatWhen = RG_MESSAGES.until;

/** A limit's title ('Daily deposit limit'): the contract's, in the current language. */
export const limitTitle = (key: RgLimitKey): string => localizeMessage(RG_LIMIT_TITLES[key]);

/** A limit's value as the screen shows it: pesos, or minutes for the session limit. */
export const limitValueText = (key: RgLimitKey, value: string): string =>
  key === 'session' ? copyOf(RG_COPY).minutes({ minutes: value }) : `₱${formatPhp(value)}`;

/** What is used of a limit in its period: pesos today, this week, this month, or minutes played. */
export function usedText(limit: RgLimit): string {
  const copy = copyOf(RG_COPY);
  const money = moneyLimitOf(limit.limit);
  if (!money) return copy.usedSession({ minutes: limit.used });
  return copy.usedMoney({ amount: `₱${formatPhp(limit.used)}`, period: money.period });
}

/**
 * A limit's value as a call sends it: whole pesos ('500', the screen reads '500.00') or minutes;
 * null (no limit) as it is.
 */
export const payloadValue = (value: string | null): string | null =>
  value === null ? null : value.split('.')[0]!;
