import { AppError, DEFAULT_ERROR_MESSAGE } from '@pisoplay/contract';

/** The server's message for a person (an AppError's), else a general one. */
export function errorMessage(error: unknown, fallback: string = DEFAULT_ERROR_MESSAGE): string {
  if (error instanceof AppError) return error.message || fallback;
  return fallback;
}

/** The server's 404: what was asked for is not there (a contest day not closed yet). */
export const isNotFound = (error: unknown): boolean =>
  error instanceof AppError && error.code === 'ERR_NOT_FOUND';
