import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@pisoplay/contract';
import { markAccountBlocked } from '@/shared/session/account-blocked';
import { profileQueryOptions } from '@/shared/session/profile';
import { clearSession, getSession, setSession } from '@/shared/session/session-store';
import { signOutWithNotice } from '@/shared/session/signed-out-notice';
import { ModalProvider } from '@/shared/ui/modal/modal-provider';
import { SessionEffects } from '../components/session-effects';

const SESSION = { token: 'tok-b', secret: 's', expires_at: '2099-01-01T00:00:00Z' };

function renderWith(client: QueryClient) {
  return render(
    <QueryClientProvider client={client}>
      <ModalProvider>
        <SessionEffects />
      </ModalProvider>
    </QueryClientProvider>,
  );
}

describe('session effects', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // The wallet and favourites prefetches have no server here.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    clearSession();
  });

  it('a blocked player is signed out after 500 ms with the blocked warning', async () => {
    setSession(SESSION);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(profileQueryOptions(SESSION.token).queryKey, {
      kyc_status: 7,
    } as Profile);
    renderWith(client);
    await act(async () => vi.advanceTimersByTime(499));
    expect(getSession()).not.toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1));
    expect(getSession()).toBeNull();
    await act(async () => vi.advanceTimersByTime(20));
    expect(screen.getByRole('dialog', { name: 'Account Blocked' })).toHaveTextContent(
      /blocked by the administrator/,
    );
  });

  it('a session the server ended for a block shows the blocked warning too', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderWith(client);
    // What the API client does on a 401 whose data is 'blocked'.
    await act(async () => {
      markAccountBlocked();
      clearSession();
    });
    await act(async () => vi.advanceTimersByTime(520));
    const warning = screen.getByRole('dialog', { name: 'Account Blocked' });
    expect(warning).toHaveTextContent(/contact customer service immediately/);
    await act(async () => screen.getByRole('button', { name: 'OK' }).click());
    await act(async () => vi.advanceTimersByTime(400));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a sign-out with a notice (a self-exclusion) says why until the player closes it', async () => {
    setSession(SESSION);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderWith(client);
    await act(async () =>
      signOutWithNotice({
        title: 'Self-exclusion',
        message: 'You have excluded yourself from play until May 28, 2027, 3:00 PM.',
        detail: 'To withdraw the cash left in your account, contact Customer Service.',
      }),
    );
    expect(getSession()).toBeNull();
    await act(async () => vi.advanceTimersByTime(20));
    const notice = screen.getByRole('dialog', { name: 'Self-exclusion' });
    expect(notice).toHaveTextContent(
      'You have excluded yourself from play until May 28, 2027, 3:00 PM.To withdraw the cash left in your account, contact Customer Service.',
    );
    await act(async () => screen.getByRole('button', { name: 'OK' }).click());
    await act(async () => vi.advanceTimersByTime(400));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('clearing the token drops the player queries', async () => {
    setSession(SESSION);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(['profile', SESSION.token], { kyc_status: 5 } as Profile);
    client.setQueryData(['wallet', SESSION.token], { balance: '1.00' });
    client.setQueryData(['home-index', 'default'], { version: '1' });
    renderWith(client);
    await act(async () => clearSession());
    expect(client.getQueryData(['profile', SESSION.token])).toBeUndefined();
    expect(client.getQueryData(['wallet', SESSION.token])).toBeUndefined();
    expect(client.getQueryData(['home-index', 'default'])).toEqual({ version: '1' });
  });
});
