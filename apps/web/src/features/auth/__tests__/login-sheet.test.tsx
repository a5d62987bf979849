import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@pisoplay/contract';
import { setLanguage } from '@/shared/i18n/language';
import { clearSession } from '@/shared/session/session-store';
import { ModalProvider } from '@/shared/ui/modal/modal-provider';
import { ApiClientContext } from '@/shared/api/api-context';
import { fakeApiCall, type FakeCalls } from '@/testing/fake-api';
import { switchToFilipino } from '@/testing/language';
import { LoginSheet } from '../components/login-sheet';

function Layout() {
  const { search } = useLocation();
  return (
    <ModalProvider>
      <Outlet />
      {new URLSearchParams(search).has('action') ? <LoginSheet /> : null}
    </ModalProvider>
  );
}

const api: Partial<FakeCalls> = {
  sendSms: vi.fn(async () => ({ id: 'otp-1', codeLength: 6, resendAt: 0 })),
  otpLogin: vi.fn(async () => ({ token: 't', secret: 's', expires_at: '' }) as Session),
  passwordLogin: vi.fn(async () => ({ token: 't', secret: 's', expires_at: '' }) as Session),
  checkResetCode: vi.fn(async () => true),
  retrievePassword: vi.fn(async () => true),
  memberDetail: vi.fn(),
};

function renderAt(url: string) {
  const router = createMemoryRouter(
    [{ path: '/', element: <Layout />, children: [{ path: '*', element: <p>page</p> }] }],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ApiClientContext.Provider value={fakeApiCall(api)}>
        <RouterProvider router={router} />
      </ApiClientContext.Provider>
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => clearSession());

describe('the login sheet', () => {
  it('is a dialog named by its step, over the page', async () => {
    renderAt('/s-game/category/3?sort=Popular&action=login-otp-1');
    expect(await screen.findByRole('dialog', { name: 'Welcome to PisoPlay' })).toBeInTheDocument();
    expect(screen.getByText('page')).toBeInTheDocument();
  });

  it('the close icon drops the login parameters and keeps the others', async () => {
    const user = userEvent.setup();
    const router = renderAt('/s-game/category/3?sort=Popular&action=login-otp-1');
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=Popular'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('steps move inside the sheet: otp-1 → password keeps the number', async () => {
    const user = userEvent.setup();
    const router = renderAt('/?action=login-otp-1');
    await screen.findByRole('dialog');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '9171234567');
    await user.click(screen.getByRole('button', { name: 'Login With Password' }));
    expect(router.state.location.search).toBe('?action=login-password');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('917 123 4567');
  });

  it('has the language switch at its top: Filipino turns the sheet Filipino', async () => {
    // Registers the Filipino chunk as the app does; the sheet starts in English.
    await switchToFilipino();
    await setLanguage('en_US');
    const user = userEvent.setup();
    renderAt('/?action=login-otp-1');
    const sheet = await screen.findByRole('dialog', { name: 'Welcome to PisoPlay' });
    const languages = within(sheet).getByRole('group', { name: 'Language' });
    expect(within(languages).getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(languages).getByRole('button', { name: 'Filipino' }));

    const filipino = await screen.findByRole('dialog', { name: 'Welcome sa PisoPlay' });
    expect(within(filipino).getByText('Mag-login gamit ang Code')).toBeInTheDocument();
    expect(within(filipino).getByRole('textbox', { name: 'Numero ng telepono' })).toHaveAttribute(
      'placeholder',
      'Ilagay ang numero ng telepono',
    );
    expect(
      within(filipino).getByRole('checkbox', {
        name: 'Nabasa ko at sumasang-ayon ako sa Terms of Use at Privacy Policy',
      }),
    ).toBeInTheDocument();
    expect(
      within(filipino).getByRole('button', { name: 'Mag-register / Mag-login' }),
    ).toBeInTheDocument();
    expect(within(filipino).getByRole('button', { name: 'Isara' })).toBeInTheDocument();
    expect(
      within(within(filipino).getByRole('group', { name: 'Wika' })).getByRole('button', {
        name: 'Filipino',
      }),
    ).toHaveAttribute('aria-pressed', 'true');

    // The next step is Filipino too.
    await user.click(
      within(filipino).getByRole('button', { name: 'Mag-login gamit ang Password' }),
    );
    expect(await screen.findByRole('button', { name: 'Mag-login' })).toBeInTheDocument();
    expect(screen.getByText('Nakalimutan ang password?')).toBeInTheDocument();
  });
});
