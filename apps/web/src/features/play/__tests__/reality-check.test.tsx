import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Game, KycRecord, RgSession, RgStatus, Wallet } from '@pisoplay/contract';
import { clearSession, setSession } from '@/shared/session/session-store';
import { renderScreen } from '@/testing/render-screen';
import { switchToFilipino } from '@/testing/language';
import { GamePageScreen } from '../components/game-page-screen';

const SESSION = { token: 'tok-reality', secret: 's', expires_at: '2099-01-01T00:00:00Z' };
const MINUTE = 60_000;

const status = (session: RgSession | null): RgStatus => ({
  limits: [],
  reality_check_minutes: 15,
  session,
  restriction: null,
});

/** The game page with its game launched, the player's interval 15 minutes. */
function renderGamePage(sessions: (RgSession | null)[]) {
  let reads = 0;
  const rg = vi.fn(async () => status(sessions[Math.min(reads++, sessions.length - 1)]!));
  renderScreen(
    <GamePageScreen />,
    {
      gameLaunchV2: async () => '/games/builtin/slot/?token=t',
      gameDetail: async () => ({ code: 'lucky-piso', en_name: 'Lucky Piso' }) as Game,
      wallet: async () => ({ uid: 1, balance: '100.00', withdrawable: '100.00' }) as Wallet,
      kycDetail: async () =>
        ({
          status: 'fully_kyc',
          deadline_at: new Date(Date.now() + 3_600_000).toISOString(),
        }) as KycRecord,
      rg,
    },
    {
      at: '/s-game-page/lucky-piso',
      path: '/s-game-page/:gameName',
      routes: [{ path: '/', element: <p>Lobby</p> }],
    },
  );
  return rg;
}

const minutesPass = (minutes: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(minutes * MINUTE);
  });

describe('the reality check on the game page', () => {
  beforeEach(() => {
    setSession(SESSION);
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    clearSession();
  });

  it('shows the session’s time and net result at the interval; Continue waits for the next', async () => {
    const rg = renderGamePage([
      null,
      { started_at: '', minutes: 15, staked: '300.00', won: '250.50', net: '-49.50' },
      { started_at: '', minutes: 30, staked: '500.00', won: '620.00', net: '120.00' },
    ]);
    await screen.findByTitle('Lucky Piso game');
    await minutesPass(15 - 0.1);
    expect(screen.queryByRole('dialog', { name: 'Reality check' })).not.toBeInTheDocument();

    const readsBefore = rg.mock.calls.length;
    await minutesPass(0.1);
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    // Read fresh as it opens.
    await waitFor(() =>
      expect(dialog).toHaveTextContent('You have played for 15 minutes this session.'),
    );
    expect(dialog).toHaveTextContent('Staked₱300.00Won₱250.50Net result-₱49.50');
    expect(rg.mock.calls.length).toBeGreaterThan(readsBefore);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue playing' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Reality check' })).not.toBeInTheDocument(),
    );
    await minutesPass(15);
    const again = await screen.findByRole('dialog', { name: 'Reality check' });
    await waitFor(() =>
      expect(again).toHaveTextContent('You have played for 30 minutes this session.'),
    );
    expect(again).toHaveTextContent('Net result₱120.00');
  });

  it('Stop playing leaves the game for the lobby', async () => {
    renderGamePage([null]);
    await screen.findByTitle('Lucky Piso game');
    await minutesPass(15);
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(await within(dialog).findByText('No bets in this session yet.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop playing' }));
    expect(await screen.findByText('Lobby')).toBeInTheDocument();
    expect(screen.queryByTitle('Lucky Piso game')).not.toBeInTheDocument();
  });

  it('speaks Filipino: the session, and the way back to the lobby', async () => {
    await switchToFilipino();
    renderGamePage([null]);
    await screen.findByTitle('Larong Lucky Piso');
    await minutesPass(15);
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(
      await within(dialog).findByText('Wala ka pang taya sa session na ito.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'Ituloy ang paglalaro' }),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tumigil sa paglalaro' }));
    expect(await screen.findByText('Lobby')).toBeInTheDocument();
  });
});
