import { z } from 'zod';
import { INPUT_MESSAGES } from './messages.ts';

/**
 * The two rules every call's payload is built from, so bad input stops at the boundary with a
 * 4xx answer instead of reaching the database: text holds no control characters (NUL above all,
 * which PostgreSQL cannot store) and has a length limit; ids and counts fit PostgreSQL's
 * integer.
 */
/** C0 controls other than tab, line feed and carriage return, and DEL. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** The largest value of a PostgreSQL integer column. */
export const INT_MAX = 2_147_483_647;

/** Free text of at most `max` characters. */
export const text = (max: number) =>
  z
    .string()
    .max(max, INPUT_MESSAGES.tooLong(max))
    .refine((value) => !CONTROL_CHARACTERS.test(value), INPUT_MESSAGES.control);

/** An opaque token we issued (code ids, codes from partners): URL-safe characters only. */
export const token = (max: number) =>
  z.string().regex(new RegExp(`^[A-Za-z0-9._~-]{1,${max}}$`), INPUT_MESSAGES.token);

/**
 * Digits (a query string's or a form field's '12') as the number they write; anything else is
 * left as it is for z.number() to refuse. Not z.coerce: it reads null, '' and false as 0 and true
 * as 1, so a `null` sorting or a `true` uid would pass as a number.
 */
const digitsAsNumber = (value: unknown) =>
  typeof value === 'string' && /^-?\d{1,16}$/.test(value) ? Number(value) : value;

/** A whole number in [min, max] (max at most INT_MAX); text of digits is read as a number. */
export const wholeNumber = (min: number, max: number) =>
  z.preprocess(
    digitsAsNumber,
    z
      .number({ error: INPUT_MESSAGES.number(min, max) })
      .int(INPUT_MESSAGES.number(min, max))
      .min(min, INPUT_MESSAGES.number(min, max))
      .max(Math.min(max, INT_MAX), INPUT_MESSAGES.number(min, max)),
  );

/** A row id: a positive integer that fits the database. */
export const id = wholeNumber(1, INT_MAX);

/** A comma list of ids in a query, e.g. '1,4'. */
export const idList = z
  .string()
  .max(200)
  .regex(/^\d{1,10}(,\d{1,10})*$/, 'Expected a comma list of ids')
  .transform((v) => v.split(',').map(Number))
  .refine((ids) => ids.every((n) => n >= 1 && n <= INT_MAX), INPUT_MESSAGES.id);

/** One `:name` segment of a call's path. */
export const pathSegment = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, INPUT_MESSAGES.token);
