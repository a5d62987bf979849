import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/shared/api/query-client';
import { onLanguageChange } from '@/shared/i18n/i18n';
import { isPlayerQueryKey } from '@/shared/queries/query-keys';
import { getToken, subscribeSession } from '@/shared/session/session-store';

/** The app's query cache; route loaders start queries in it too (app/router.tsx). */
export const queryClient = createQueryClient();

/** App-wide providers that do not need the router. */
export function AppProvider({ children }: { children: ReactNode }) {
  useEffect(
    () =>
      subscribeSession(() => {
        // Player data goes when the token goes (spec 4.4).
        if (getToken()) return;
        queryClient.removeQueries({ predicate: (query) => isPlayerQueryKey(query.queryKey) });
      }),
    [],
  );
  // What the server wrote (help, news, legal texts, messages) is read again in the new language.
  useEffect(() => onLanguageChange(() => void queryClient.invalidateQueries()), []);

  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
