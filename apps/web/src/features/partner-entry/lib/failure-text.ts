import { AppError } from '@pisoplay/contract';

/** 'X failed: {message}' when the server said why, else 'X failed' (spec 2.1). */
export function failureText(
  error: unknown,
  bare: string,
  withMessage: (message: string) => string,
): string {
  return error instanceof AppError && error.message ? withMessage(error.message) : bare;
}
