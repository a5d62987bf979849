import { AppError, DEFAULT_ERROR_MESSAGE } from '@pisoplay/contract';

/** A message fit to show a person. */
export function errorMessage(error: unknown, fallback: string = DEFAULT_ERROR_MESSAGE): string {
  if (error instanceof AppError) return error.message || fallback;
  return fallback;
}

export const isAppError = (error: unknown, code?: AppError['code']): error is AppError =>
  error instanceof AppError && (code === undefined || error.code === code);
