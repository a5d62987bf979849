import { QueryClient } from '@tanstack/react-query';
import { AppError } from '@pisoplay/contract';

/** Errors a retry cannot fix. */
const FINAL_CODES = new Set<AppError['code']>([
  'ERR_AUTH',
  'ERR_VALIDATION',
  'ERR_NOT_FOUND',
  'ERR_BUSINESS',
]);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          !(error instanceof AppError && FINAL_CODES.has(error.code)) && failureCount < 1,
      },
    },
  });
}
