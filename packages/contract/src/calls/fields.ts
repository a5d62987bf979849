import { z } from 'zod';
import { text, token, wholeNumber } from '../validation/input.ts';
import { DEFAULT_BRAND, TIME_FILTERS } from '../domain/constants.ts';

/** Payload fields several calls share. */
export const empty = z.object({}).strict();
/** Any query fields: the payload of planned calls whose fields are not settled yet. */
export const anyQuery = z.object({}).passthrough();
export const otpId = token(64);
export const code = z.string().regex(/^\d{6}$/, 'Please enter the correct code');
/** Passwords as typed: any characters but controls, at most 64. */
export const password = text(64);
export const page = wholeNumber(1, 10000).default(1);
/** The records filters' time_flag (spec 9): 0 today, 1 yesterday, 7, 15 or 30 days. */
export const timeFlag = wholeNumber(0, 30)
  .refine((v) => TIME_FILTERS.some((f) => f.value === v), 'Invalid time filter')
  .optional();
export const flag = z.enum(['0', '1']).transform((v) => v === '1');
export const brand = z.object({
  brand: z
    .string()
    .min(1)
    .max(20)
    .regex(/^[a-z0-9_-]+$/i)
    .default(DEFAULT_BRAND),
});
