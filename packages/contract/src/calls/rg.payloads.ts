/** Payload schemas of the calls in rg.ts, by call name (see `payloadsOf`). */
import { z } from 'zod';
import {
  RG_COOL_OFF_PERIODS,
  RG_EXCLUSION_PERIODS,
  RG_LIMITS,
  RG_REALITY_CHECK_CHOICES,
  rgLimitValueError,
} from '../domain/rg.ts';
import { empty } from './fields.ts';

export const rg = empty;

/**
 * A limit's new value (null removes it); `confirm` is the player's second confirmation of a raise
 * or removal whose 24 hours have passed, with the same value.
 */
export const rgLimit = z
  .object({
    limit: z.enum(RG_LIMITS),
    value: z.string().max(12).nullable(),
    confirm: z.boolean().default(false),
  })
  .strict()
  .superRefine((input, issues) => {
    const error = input.value === null ? null : rgLimitValueError(input.limit, input.value);
    if (error) issues.addIssue({ code: 'custom', path: ['value'], message: error });
  });

export const rgRealityCheck = z
  .object({
    minutes: z
      .number()
      .refine((minutes) => (RG_REALITY_CHECK_CHOICES as readonly number[]).includes(minutes), {
        message: `Choose one of ${RG_REALITY_CHECK_CHOICES.join(', ')} minutes`,
      }),
  })
  .strict();

const periodOf = <T extends Record<string, number>>(periods: T) =>
  z.enum(Object.keys(periods) as [keyof T & string, ...(keyof T & string)[]]);

export const rgCoolOff = z.object({ period: periodOf(RG_COOL_OFF_PERIODS) }).strict();
export const rgExclude = z.object({ period: periodOf(RG_EXCLUSION_PERIODS) }).strict();

export const rgExclusion = empty;

/**
 * Ending a self-exclusion: no flag asks, `confirm` is the second step (24 hours later), `cancel`
 * withdraws the request; not both.
 */
export const rgExclusionEnd = z
  .object({
    confirm: z.boolean().default(false),
    cancel: z.boolean().default(false),
  })
  .strict()
  .refine((input) => !(input.confirm && input.cancel), {
    message: 'Send confirm or cancel, not both',
  });
