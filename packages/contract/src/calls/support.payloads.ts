/** Payload schemas of the calls in support.ts, by call name (see `payloadsOf`). */
import { z } from 'zod';
import { OPERATOR_PAGE_SIZE_MAX } from '../domain/operators.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { FEEDBACK_MAX, FEEDBACK_TOO_LONG } from '../validation/feedback.ts';
import { text, wholeNumber } from '../validation/input.ts';
import { page } from './fields.ts';

/**
 * The articles of a language of LANGUAGES; without one, the `lang` header's. A help type with no
 * article in the language answers its English ones.
 */
export const helpList = z.object({ language: z.enum(LANGUAGES).optional() });
export const newsList = z.object({ page, page_size: wholeNumber(1, 50).default(20) });
/** Spec 5.7, checked again here: at most 1000 characters, not blank. */
export const feedbackSubmit = z.object({
  content: z
    .string()
    .max(FEEDBACK_MAX, FEEDBACK_TOO_LONG)
    .pipe(text(FEEDBACK_MAX))
    .refine((value) => value.trim().length > 0, 'Please enter your feedback'),
});
export const adminFeedbackList = z.object({
  page,
  page_size: wholeNumber(1, OPERATOR_PAGE_SIZE_MAX).default(20),
});
