import { RG_LIMITS, type RgLimit, type RgLimitKey, type RgStatus } from '@pisoplay/contract';

/** Midnight in Manila, when the day's limits reset. */
export const RESETS_AT = '2026-11-28T16:00:00.000Z';

/** A limit with nothing set and nothing used. */
const blank = (key: RgLimitKey): RgLimit => ({
  limit: key,
  value: null,
  used: key === 'session' ? '0' : '0.00',
  resets_at: key === 'session' ? null : RESETS_AT,
  pending: null,
});

/** A status as the server answers it, with some limits changed. */
export function statusWith(
  limits: Partial<Record<RgLimitKey, Partial<RgLimit>>> = {},
  patch: Partial<RgStatus> = {},
): RgStatus {
  return {
    limits: RG_LIMITS.map((key) => ({ ...blank(key), ...limits[key] })),
    reality_check_minutes: 30,
    session: null,
    restriction: null,
    ...patch,
  };
}
