import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError, RG_MESSAGES, type Session } from '@pisoplay/contract';
import { getEntryKind } from '@/shared/session/entry-kind';
import { clearSession, getToken } from '@/shared/session/session-store';
import { switchToFilipino } from '@/testing/language';
import { renderScreen } from '@/testing/render-screen';
import { EntryScreen } from '../components/entry-screen';

const TOKEN = 'q3Vb0cX9-_y2mWZ8k4T1nH6pR5sJ7dLfA0eGiOuYwzE';
const SESSION: Session = { token: 'tok', secret: 'sec', expires_at: '2030-01-01T00:00:00Z' };
const loaded = {
  memberDetail: async () => null,
  kycDetail: async () => null,
  wallet: async () => ({ uid: 1, balance: '0', withdrawable: '0' }) as never,
};

afterEach(() => clearSession());

describe('partner-wallet entry (spec 2.1)', () => {
  it('trades the token once and opens the game page over the index', async () => {
    const sent: string[] = [];
    const { router } = renderScreen(
      <EntryScreen kind="partner-wallet" />,
      {
        partnerLogin: async ({ token }) => {
          sent.push(token);
          return SESSION;
        },
        ...loaded,
      },
      {
        path: '/partner-login',
        at: `/partner-login?token=${encodeURIComponent(btoa(TOKEN))}&game=jili_super_ace`,
        routes: [
          { path: '/', element: <p>index</p> },
          { path: '/s-game-page/:gameName', element: <p>game page</p> },
        ],
      },
    );
    expect(await screen.findByText('game page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/s-game-page/jili_super_ace');
    expect(sent).toEqual([TOKEN]);
    expect(getToken()).toBe('tok');
    expect(getEntryKind()).toBe('partner-wallet');
    // Back goes to the index, which replaced the entry route.
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("shows 'Partner login failed: {message}' and goes to the index", async () => {
    renderScreen(
      <EntryScreen kind="partner-wallet" />,
      {
        partnerLogin: async () => {
          throw new AppError('ERR_BUSINESS', 'This entry link is invalid, used or expired');
        },
      },
      {
        path: '/partner-login',
        at: `/partner-login?token=${encodeURIComponent(btoa(TOKEN))}`,
        routes: [{ path: '/', element: <p>index</p> }],
      },
    );
    expect(
      await screen.findByText('Partner login failed: This entry link is invalid, used or expired'),
    ).toBeInTheDocument();
    expect(await screen.findByText('index')).toBeInTheDocument();
    expect(getToken()).toBeNull();
  });

  it("shows 'Partner login failed' for a link without a token", async () => {
    renderScreen(
      <EntryScreen kind="partner-wallet" />,
      {},
      {
        path: '/partner-login',
        at: '/partner-login?game=x',
        routes: [{ path: '/', element: <p>index</p> }],
      },
    );
    expect(await screen.findByText('Partner login failed')).toBeInTheDocument();
  });
});

describe('mini-app entry', () => {
  it('signs in with the authCode and goes to the index', async () => {
    const codes: string[] = [];
    renderScreen(
      <EntryScreen kind="mini-app" />,
      {
        miniAppLogin: async ({ authCode }) => {
          codes.push(authCode);
          return SESSION;
        },
        ...loaded,
      },
      {
        path: '/mini-login',
        at: '/mini-login?authCode=abc123',
        routes: [{ path: '/', element: <p>index</p> }],
      },
    );
    expect(await screen.findByText('index')).toBeInTheDocument();
    expect(codes).toEqual(['abc123']);
    expect(getEntryKind()).toBe('mini-app');
  });
});

describe('the entries in Filipino', () => {
  it('says the sign-in failed in Filipino', async () => {
    await switchToFilipino();
    renderScreen(
      <EntryScreen kind="mini-app" />,
      {},
      {
        path: '/mini-login',
        at: '/mini-login',
        routes: [{ path: '/', element: <p>index</p> }],
      },
    );
    expect(await screen.findByText('Hindi nakapag-login sa mini app')).toBeInTheDocument();
    expect(await screen.findByText('index')).toBeInTheDocument();
  });

  it('shows the signing-in state in Filipino', async () => {
    await switchToFilipino();
    renderScreen(
      <EntryScreen kind="partner-wallet" />,
      { partnerLogin: () => new Promise<Session>(() => {}) },
      { path: '/partner-login', at: `/partner-login?token=${encodeURIComponent(btoa(TOKEN))}` },
    );
    expect(screen.getByRole('status', { name: 'Nila-login ka na…' })).toBeInTheDocument();
  });
});

describe('a self-excluded player’s entry (docs/responsible-gaming.md)', () => {
  it('stays with the refusal’s date and offers the withdraw-only sign-in', async () => {
    const until = '2027-05-28T07:00:00.000Z';
    const refusal = RG_MESSAGES.excluded(until);
    const tickets: string[] = [];
    const { router } = renderScreen(
      <EntryScreen kind="mini-app" />,
      {
        miniAppLogin: async () => {
          throw new AppError('ERR_BUSINESS', refusal, {
            status: false,
            data: refusal,
            code: 'ERR_BUSINESS',
            withdraw_ticket: 'ticket-1',
          });
        },
        withdrawOnlyLogin: async ({ ticket }) => {
          tickets.push(ticket);
          return { ...SESSION, withdraw_only: { excluded_until: until } };
        },
      },
      {
        path: '/mini-login',
        at: '/mini-login?authCode=abc',
        routes: [
          { path: '/', element: <p>index</p> },
          { path: '/responsible-gaming', element: <p>self-exclusion</p> },
        ],
      },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByRole('heading', { level: 1, name: 'Self-exclusion' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to home' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw my balance' }));
    expect(await screen.findByText('self-exclusion')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/responsible-gaming');
    expect(tickets).toEqual(['ticket-1']);
    expect(getToken()).toBe('tok');
    expect(getEntryKind()).toBe('mini-app');
  });
});
