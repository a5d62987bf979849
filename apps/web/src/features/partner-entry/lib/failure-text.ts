import { AppError } from '@pisoplay/contract';
import { localizeMessage } from '@/shared/i18n/i18n';

/**
 * 'X failed: {message}' when the server said why, else 'X failed' (spec 2.1). The reason is in
 * the player's language (the API client's own messages are written in English).
 */
export function failureText(
  error: unknown,
  bare: string,
  withMessage: (message: string) => string,
): string {
  return error instanceof AppError && error.message
    ? withMessage(localizeMessage(error.message))
    : bare;
}
