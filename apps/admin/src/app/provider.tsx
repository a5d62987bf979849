import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppError } from '@pisoplay/contract';

/** A failure the server decided (refused, not found, signed out) is not tried again. */
const retry = (count: number, error: unknown) =>
  count < 2 && !(error instanceof AppError && error.code !== 'ERR_NETWORK');

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry, staleTime: 15_000, refetchOnWindowFocus: true },
    mutations: { retry: false },
  },
});

export function AppProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
