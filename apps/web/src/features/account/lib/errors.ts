import { AppError } from '@pisoplay/contract';

/** A refusal the server explains to the player (a rule, a wrong value), not a breakdown. */
export const isExplainedFailure = (error: unknown): error is AppError =>
  error instanceof AppError &&
  (error.code === 'ERR_BUSINESS' || error.code === 'ERR_VALIDATION') &&
  error.message !== '';
