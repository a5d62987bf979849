export const FEEDBACK_MAX = 1000;
export const FEEDBACK_TALL_AFTER = 391;
export const FEEDBACK_TOO_LONG = 'The maximum number of characters exceeds the limit';

/** Truncates to the limit and says whether the input was over it. */
export function clampFeedback(text: string): { text: string; tooLong: boolean } {
  return { text: text.slice(0, FEEDBACK_MAX), tooLong: text.length > FEEDBACK_MAX };
}

export const canSubmitFeedback = (text: string): boolean => text.trim().length > 0;
