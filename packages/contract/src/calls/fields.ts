import { z } from 'zod';
import { DEFAULT_BRAND } from '../domain/constants.ts';

/** Payload fields several calls share. */
export const empty = z.object({}).strict();
/** Any query fields: the payload of planned calls whose fields are not settled yet. */
export const anyQuery = z.object({}).passthrough();
export const otpId = z.string().min(1).max(64);
export const code = z.string().regex(/^\d{6}$/, 'Please enter the correct code');
/** Comma list of positive integers in a query, e.g. '1,4'. */
export const idList = z
  .string()
  .max(200)
  .regex(/^\d+(,\d+)*$/, 'Expected a comma list of ids')
  .transform((v) => v.split(',').map(Number));
export const flag = z.enum(['0', '1']).transform((v) => v === '1');
export const brand = z.object({
  brand: z
    .string()
    .min(1)
    .max(20)
    .regex(/^[a-z0-9_-]+$/i)
    .default(DEFAULT_BRAND),
});
