import { z } from 'zod';
import { rgLimitValueError, type RgLimitKey } from '@pisoplay/contract';

/**
 * The limit form's rule: the contract's (whole pesos from 1, or session minutes in range), the
 * same rule the server holds, with its messages.
 */
export const limitFormSchema = (key: RgLimitKey) =>
  z.object({
    value: z
      .string()
      .trim()
      .superRefine((value, context) => {
        const problem = rgLimitValueError(key, value);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
  });

export type LimitFormValues = z.input<ReturnType<typeof limitFormSchema>>;
