import { isAppError } from '@/shared/api/errors';

/**
 * One key per submit attempt (deposit, withdraw): a mutation's retries send the same variables,
 * so the server moves the money once however often the request arrives.
 */
export const newIdempotencyKey = (): string => crypto.randomUUID();

/** Only a request that may not have arrived is sent again, at most twice. */
export const retryLostRequest = (failures: number, error: unknown): boolean =>
  failures < 2 && isAppError(error, 'ERR_NETWORK');
