import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { ApiClientContext } from '@/shared/api/api-context';
import { ModalProvider } from '@/shared/ui/modal/modal-provider';
import { fakeApiCall, type FakeCalls } from '@/testing/fake-api';
import { LoginPage } from '../components/login-page';

/** Where the login page sent the player: any other route shows its address. */
function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** The login page at `url` (code or password step) on the given fake calls. */
export function renderLogin(api: Partial<FakeCalls>, url = '/login?action=login-otp-1') {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/loginPassword', element: <LoginPage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [url] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={client}>
      <ApiClientContext.Provider value={fakeApiCall(api)}>
        <ModalProvider>{children}</ModalProvider>
      </ApiClientContext.Provider>
    </QueryClientProvider>
  );
  const view = render(wrap(<RouterProvider router={router} />));
  return { router, view };
}
