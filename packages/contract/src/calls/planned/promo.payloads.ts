/** Payload schemas of the calls in promo.ts, by call name (see `payloadsOf`). */
import { z } from 'zod';
import { id } from '../../validation/input.ts';
import { anyQuery, empty } from '../fields.ts';

export const blindboxDetail = z.object({
  pid: z.literal('1'),
  ym: z.string().regex(/^\d{4}-\d{2}$/),
});
export const blindboxClaim = z.object({ box_id: id, pid: z.literal('1') });
export const blindboxBonus = anyQuery;
export const promoList = empty;
