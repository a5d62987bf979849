/** Payload schemas of the calls in promo.ts, by call name (see `payloadsOf`). */
import { z } from 'zod';
import { BOX_PID } from '../domain/promotions.ts';
import { id, wholeNumber } from '../validation/input.ts';
import { empty, page } from './fields.ts';

export const blindboxDetail = z.object({
  pid: z.literal(BOX_PID),
  ym: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Expected a month as YYYY-MM'),
});
export const blindboxClaim = z.object({ box_id: id, pid: z.literal(BOX_PID) });
export const blindboxBonus = z.object({ page, page_size: wholeNumber(1, 50).default(10) });
export const blindboxOdds = empty;
export const promoList = empty;
