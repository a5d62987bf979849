import type { RgLimitKey, RgRestriction, RgRestrictionKind } from '@pisoplay/contract';
import { formatDateTime, formatPeso } from '@/shared/lib/format';

/** The names of a break and an exclusion, as the Restrictions tab and its decisions say them. */
export const RESTRICTION_NAMES: Record<RgRestrictionKind, string> = {
  cool_off: 'Cooling-off',
  exclusion: 'Self-exclusion',
};

/** A limit's value: minutes of play for the session limit, else pesos; null is 'None'. */
export const showLimit = (limit: RgLimitKey, value: string | null) =>
  value === null ? 'None' : limit === 'session' ? `${value} min` : formatPeso(value);

/** The break or exclusion in force, in words ('None'). */
export const restrictionText = (restriction: RgRestriction | null) =>
  restriction
    ? `${RESTRICTION_NAMES[restriction.kind]} until ${formatDateTime(restriction.until)} (set by the ${restriction.set_by})`
    : 'None';
