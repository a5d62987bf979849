import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/shared/api/query-client';
import { getToken, subscribeSession } from '@/shared/session/session-store';

/** Player data cached under these keys goes when the token goes (spec 4.4). */
const PRIVATE_QUERY_KEYS = [['profile']];

/** App-wide providers that do not need the router. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);

  useEffect(
    () =>
      subscribeSession(() => {
        if (getToken()) return;
        for (const queryKey of PRIVATE_QUERY_KEYS) queryClient.removeQueries({ queryKey });
      }),
    [queryClient],
  );

  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
