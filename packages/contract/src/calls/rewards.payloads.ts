/** Payload schemas of the calls in rewards.ts, by call name (see `payloadsOf`). */
import { z } from 'zod';
import { token, wholeNumber } from '../validation/input.ts';
import { empty, page } from './fields.ts';

/** A Philippine day, 'YYYY-MM-DD' (a contest day, a promotion's first or last). */
const philippineDate = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Expected a date as YYYY-MM-DD')
  // A day of the calendar: not 2026-02-31.
  .refine((v) => {
    const day = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(v);
  }, 'No such date');

export const rankToday = empty;
export const rankHistory = z.object({ date: philippineDate.optional() }).strict();
export const points = z.object({ page, page_size: wholeNumber(1, 50).default(10) });
export const pointsShop = empty;
export const pointsExchange = z.object({
  item_id: z.string().regex(/^[a-z0-9-]{1,40}$/, 'Unknown item'),
  idempotency_key: token(64),
  /** The price the player was shown: refused if the item costs anything else now. */
  points: wholeNumber(1, 100_000_000).optional(),
});
export { philippineDate };
