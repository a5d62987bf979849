import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { OperatorProfile, OperatorRole } from '@pisoplay/contract';
import { ApiClientContext } from '@/shared/api/api-context';
import { setOperatorSession } from '@/shared/session/session-store';
import { fakeApiCall, type FakeCalls } from './fake-api';

export const operator = (role: OperatorRole, username: string = role): OperatorProfile => ({
  username,
  role,
  totp_enrolled: true,
  idle_timeout_s: 1800,
});

/** Signs an operator of `role` in, as the sign-in page leaves the session store. */
export function signInAs(role: OperatorRole, username: string = role): void {
  setOperatorSession({
    session: { token: 'tok', secret: 'sec', expires_at: '2030-01-01T00:00:00Z' },
    operator: operator(role, username),
  });
}

type Options = { at?: string; path?: string; routes?: RouteObject[] };

/** Renders a page as the app does (router, queries) with an API that answers from `handlers`. */
export function renderPage(
  element: ReactNode,
  handlers: Partial<FakeCalls>,
  options: Options = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [{ path: options.path ?? '/', element }, ...(options.routes ?? [])],
    { initialEntries: [options.at ?? '/'] },
  );
  render(
    <ApiClientContext.Provider value={fakeApiCall(handlers)}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ApiClientContext.Provider>,
  );
  return { router, queryClient };
}
