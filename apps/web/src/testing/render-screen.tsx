import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { ApiClientContext } from '@/shared/api/api-context';
import { ModalProvider } from '@/shared/ui/modal/modal-provider';
import { dismissToast, toastStore } from '@/shared/ui/toast/toast-store';
import { Toaster } from '@/shared/ui/toast/toaster';
import { fakeApiCall, type FakeCalls } from './fake-api';

type Options = {
  /** The address the router starts on; `element` is shown at its path. */
  at?: string;
  path?: string;
  /** More routes beside the one under test (where links lead). */
  routes?: RouteObject[];
};

/**
 * Renders a screen as the app does (router, queries, modal layer, toasts) with an API client
 * that answers from `handlers`. Returns the router (its location) and the query client.
 */
export function renderScreen(
  element: ReactNode,
  handlers: Partial<FakeCalls>,
  options: Options = {},
) {
  for (const item of toastStore.getSnapshot()) dismissToast(item.id);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      {
        element: (
          <ModalProvider>
            <Outlet />
            <Toaster />
          </ModalProvider>
        ),
        children: [{ path: options.path ?? '/', element }, ...(options.routes ?? [])],
      },
    ],
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
