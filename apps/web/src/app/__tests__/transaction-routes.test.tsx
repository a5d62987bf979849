import { waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, setSession } from '@/shared/session/session-store';
import { routes } from '../router';

const SESSION = { token: 'tok-routes', secret: 's', expires_at: '2099-01-01T00:00:00Z' };

describe('the transaction routes (spec 2.1)', () => {
  afterEach(() => clearSession());

  it('/s-transaction redirects to the balance records', async () => {
    setSession(SESSION);
    const router = createMemoryRouter(routes, { initialEntries: ['/s-transaction'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/s-transaction/balance'));
    router.dispose();
  });

  it('are guarded: without a token they go to the index with the login sheet', async () => {
    const router = createMemoryRouter(routes, {
      initialEntries: ['/s-transaction/status?id=5&type=deposit'],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('?action=login-otp-1');
    router.dispose();
  });
});
