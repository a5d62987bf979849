import type {
  RgExclusionEndRecord,
  RgExclusionEndState,
  RgLimitKey,
  RgRestriction,
  RgRestrictionKind,
  RgRestrictionRecord,
} from '@pisoplay/contract';
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

/** What became of a player's request to end their self-exclusion early. */
export const END_REQUEST_STATES: Record<RgExclusionEndState, string> = {
  pending: 'Waiting for the player’s confirmation',
  confirmed: 'Confirmed: exclusion ended',
  cancelled: 'Withdrawn by the player',
  lapsed: 'Lapsed unconfirmed',
};

/** The player's request waiting for their confirmation, in words ('None'). */
export function pendingEndText(requests: RgExclusionEndRecord[]): string {
  const pending = requests.find((r) => r.state === 'pending');
  return pending
    ? `Asked ${formatDateTime(pending.requested_at)}; may be confirmed from ${formatDateTime(pending.confirm_from)} until ${formatDateTime(pending.lapses_at)}`
    : 'None';
}

/** How a past restriction ended: early by the player's confirmation, else as set ('—'). */
export const endedEarlyText = (record: RgRestrictionRecord) =>
  record.planned_until
    ? `Ended early by the player (set until ${formatDateTime(record.planned_until)})`
    : '—';
