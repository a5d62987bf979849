const MINUTE = 60_000;

/**
 * A limit on attempts of one scope and subject (auth_throttle): `max` attempts in `windowMs`;
 * one more locks the subject for `lockMs` (0: refused until the window ends).
 */
export type ThrottleRule = { max: number; windowMs: number; lockMs: number };

/** Whole minutes from `now` until `at`, at least one: for 'try again in N minutes'. */
export const minutesUntil = (at: number, now: number) =>
  Math.max(1, Math.ceil((at - now) / MINUTE));
