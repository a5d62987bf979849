import { RG_MESSAGES, moneyLimitOf, type RgLimit, type RgLimitKey } from '@pisoplay/contract';
import { copyOf } from '@/shared/i18n/define-copy';
import { formatPhp } from '@/shared/lib/format';
import { RG_COPY } from '../copy';

/** A date and time in Philippine time, as the server's messages write it ('Nov 28, 2026, 3:04 PM'). */
export const formatWhen = RG_MESSAGES.until;

/** The copy's text of each limit's title (RG_LIMIT_TITLES, in the player's language). */
const TITLE_TEXTS = {
  deposit_day: 'titleDepositDay',
  deposit_week: 'titleDepositWeek',
  deposit_month: 'titleDepositMonth',
  wager_day: 'titleWagerDay',
  wager_week: 'titleWagerWeek',
  wager_month: 'titleWagerMonth',
  loss_day: 'titleLossDay',
  loss_week: 'titleLossWeek',
  loss_month: 'titleLossMonth',
  session: 'titleSession',
} as const satisfies Record<RgLimitKey, keyof (typeof RG_COPY)['source']>;

/** A limit's title ('Daily deposit limit') in the current language. */
export const limitTitle = (key: RgLimitKey): string => copyOf(RG_COPY)[TITLE_TEXTS[key]];

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
