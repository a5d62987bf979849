import { AppError, DEFAULT_ERROR_MESSAGE } from '@pisoplay/contract';

/** The server's message for a person (an AppError's), else a general one. */
export function errorMessage(error: unknown, fallback: string = DEFAULT_ERROR_MESSAGE): string {
  if (error instanceof AppError) return error.message || fallback;
  return fallback;
}

/** A call the server does not serve (yet): its 404. */
export const isNotServed = (error: unknown): boolean =>
  error instanceof AppError && error.code === 'ERR_NOT_FOUND';
