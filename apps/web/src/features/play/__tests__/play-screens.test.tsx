import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AppError,
  type BetRecord,
  type Game,
  type KycRecord,
  type KycStatus,
  type Paged,
  type Wallet,
} from '@pisoplay/contract';
import { GameCard } from '@/shared/games/game-card';
import { clearSession, setSession } from '@/shared/session/session-store';
import { renderScreen } from '@/testing/render-screen';
import { BetRecordScreen } from '../components/bet-record-screen';
import { FavoriteScreen } from '../components/favorite-screen';
import { GamePageScreen } from '../components/game-page-screen';

const SESSION = { token: 'tok-play', secret: 's', expires_at: '2099-01-01T00:00:00Z' };

const game = (id: number, name: string): Game =>
  ({
    id,
    code: `game-${id}`,
    en_name: name,
    img: '',
    is_hot: 0,
    is_new: 0,
    maintained: 0,
    platform_name: 'PisoPlay',
  }) as Game;

/** The KYC record the page's play gate reads (spec 4.3). */
const kyc = (status: KycStatus) => async () =>
  ({ status, deadline_at: new Date(Date.now() + 3_600_000).toISOString() }) as KycRecord;

const wallet = (balance: string) => ({ uid: 1, balance, withdrawable: balance }) as Wallet;

const record = (id: number, bet: string, settlement: string): BetRecord => ({
  id,
  record_id: `builtin-r${id}`,
  round_id: `r${id}`,
  game_name: 'Lucky Piso',
  game_code: 'lucky-piso',
  game_type: 3,
  brand_name: 'PisoPlay',
  currency: 'PHP',
  bet_amount: bet,
  settlement_amount: settlement,
  net_amount: (Number(settlement) - Number(bet)).toFixed(2),
  status: 'settled',
  settle_time: '2026-11-23T05:00:00Z',
});

describe('the game page', () => {
  beforeEach(() => setSession(SESSION));
  afterEach(() => clearSession());

  it('opens the launch address in a frame with the balance and the public-places notice', async () => {
    renderScreen(
      <GamePageScreen />,
      {
        gameLaunchV2: async ({ code }) => `/games/builtin/slot/?token=t&game=${code}`,
        gameDetail: async ({ code }) => game(1, code === 'lucky-piso' ? 'Lucky Piso' : code),
        wallet: async () => wallet('1250.50'),
        kycDetail: kyc('fully_kyc'),
      },
      { at: '/s-game-page/lucky-piso', path: '/s-game-page/:gameName' },
    );
    // Reached by its address, the page names the game from the catalogue, never by its code.
    expect(await screen.findByRole('heading', { level: 1, name: 'Lucky Piso' })).toBeTruthy();
    const frame = await screen.findByTitle('Lucky Piso game');
    expect(frame.getAttribute('src')).toBe('/games/builtin/slot/?token=t&game=lucky-piso');
    expect(frame.getAttribute('allow')).toContain('fullscreen');
    expect(await screen.findByText('₱1,250.50')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe('Playing in public places is prohibited.');
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText('lucky-piso')).toBeNull();
  });

  it('shows an HTML reply as a data-URL page', async () => {
    renderScreen(
      <GamePageScreen />,
      {
        gameLaunchV2: async () => '<!DOCTYPE html><html><body>Play</body></html>',
        wallet: async () => wallet('0'),
        kycDetail: kyc('under_review'),
      },
      { at: '/s-game-page/g', path: '/s-game-page/:gameName' },
    );
    const frame = await screen.findByTitle('g game');
    expect(frame.getAttribute('src')).toBe(
      `data:text/html;charset=utf-8,${encodeURIComponent('<!DOCTYPE html><html><body>Play</body></html>')}`,
    );
  });

  it('reads the balance again when its game posts one', async () => {
    let balance = '100.00';
    renderScreen(
      <GamePageScreen />,
      {
        gameLaunchV2: async () => '/games/builtin/slot/?token=t',
        wallet: async () => wallet(balance),
        kycDetail: kyc('test_account'),
      },
      { at: '/s-game-page/g', path: '/s-game-page/:gameName' },
    );
    const frame = (await screen.findByTitle('g game')) as HTMLIFrameElement;
    await screen.findByText('₱100.00');
    balance = '80.00';
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { source: 'pisoplay-game', type: 'balance', balance: 8000 },
          source: frame.contentWindow,
        }),
      );
    });
    expect(await screen.findByText('₱80.00')).toBeTruthy();
  });

  it('shows why a launch was refused', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderScreen(
      <GamePageScreen />,
      {
        gameLaunchV2: async () => {
          throw new AppError(
            'ERR_BUSINESS',
            'This game is under maintenance. Please try again later.',
          );
        },
        wallet: async () => wallet('0'),
        kycDetail: kyc('fully_kyc'),
      },
      { at: '/s-game-page/g', path: '/s-game-page/:gameName' },
    );
    expect(
      await screen.findByText('This game is under maintenance. Please try again later.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it.each(['unset', 'basic_account', 'frozen'] as const)(
    'a %s player reaching the page is shown the game reminder and the way to KYC, not a launch',
    async (status) => {
      const launch = vi.fn(async () => '/games/builtin/slot/?token=t');
      renderScreen(
        <GamePageScreen />,
        {
          gameLaunchV2: launch,
          gameDetail: async () => game(1, 'Lucky Piso'),
          wallet: async () => wallet('0'),
          kycDetail: kyc(status),
        },
        { at: '/s-game-page/lucky-piso', path: '/s-game-page/:gameName' },
      );
      const reminder = await screen.findByRole('dialog', {
        name: 'Please Complete Your KYC Account Vertification',
      });
      expect(reminder).toHaveTextContent('before you can enter the game!');
      expect(
        within(reminder).getByRole('button', { name: 'Go To KYC Verify Now' }),
      ).toBeInTheDocument();
      // Beneath it, the page keeps its header and says the same, with a link to KYC (drawn as a
      // transition, so a moment after the reminder).
      expect(screen.getByRole('heading', { level: 1, name: 'Lucky Piso' })).toBeInTheDocument();
      expect(await screen.findByRole('link', { name: 'Go To KYC Verify Now' })).toHaveAttribute(
        'href',
        '/s-kyc',
      );
      expect(launch).not.toHaveBeenCalled();
      expect(screen.queryByTitle('Lucky Piso game')).toBeNull();
    },
  );
});

describe('the favourite heart and the Favorite section', () => {
  afterEach(() => clearSession());

  it('adds a game, reloads the list and ignores taps while one runs', async () => {
    setSession(SESSION);
    const favorites: Game[] = [];
    let release: () => void = () => undefined;
    const favInsert = vi.fn(
      (payload: { id: unknown }) =>
        new Promise<boolean>((resolve) => {
          release = () => {
            favorites.push(game(Number(payload.id), 'Lucky Piso'));
            resolve(true);
          };
        }),
    );
    renderScreen(<GameCard game={game(7, 'Lucky Piso')} onLaunch={() => undefined} />, {
      favList: async () => ({ data: [...favorites], s: 1, t: favorites.length }),
      favInsert,
    });
    const heart = await screen.findByRole('button', { name: 'Add Lucky Piso to favourites' });
    await userEvent.click(heart);
    await userEvent.click(heart);
    expect(favInsert).toHaveBeenCalledTimes(1);
    release();
    const on = await screen.findByRole('button', { name: 'Remove Lucky Piso from favourites' });
    expect(on.getAttribute('aria-pressed')).toBe('true');
  });

  it('shows a notice when the toggle fails', async () => {
    setSession(SESSION);
    renderScreen(<GameCard game={game(7, 'Lucky Piso')} onLaunch={() => undefined} />, {
      favList: async () => ({ data: [], s: 1, t: 0 }),
      favInsert: async () => {
        throw new AppError('ERR_SERVER', 'down');
      },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Add Lucky Piso to favourites' }),
    );
    expect(await screen.findByText('Failed to update favourites')).toBeTruthy();
  });

  it('opens login when anonymous', async () => {
    const { router } = renderScreen(
      <GameCard game={game(7, 'Lucky Piso')} onLaunch={() => undefined} />,
      {},
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add Lucky Piso to favourites' }));
    await waitFor(() => expect(router.state.location.search).toContain('login-otp-1'));
  });

  it('lists the favourites', async () => {
    setSession(SESSION);
    renderScreen(<FavoriteScreen />, {
      favList: async () => ({ data: [game(1, 'Lucky Piso'), game(2, 'Crash Fiesta')], s: 1, t: 2 }),
    });
    const list = await screen.findByRole('list', { name: 'Favorite' });
    expect(within(list).getByRole('button', { name: 'Crash Fiesta' })).toBeTruthy();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });
});

describe('the bet record', () => {
  beforeEach(() => setSession(SESSION));
  afterEach(() => clearSession());

  it('shows the totals and rounds, and filters by game type and time', async () => {
    const betList = vi.fn(async (): Promise<Paged<BetRecord> & { bt: string; wt: string }> => ({
      d: [record(2, '25.50', '40.00'), record(1, '10.00', '0.00')],
      t: 2,
      s: 1,
      bt: '35.50',
      wt: '40.00',
    }));
    const { router } = renderScreen(
      <BetRecordScreen />,
      { betList },
      { at: '/bet-record', path: '/bet-record' },
    );
    const list = await screen.findByRole('list', { name: 'Bet Record' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual(['/bet-record/2', '/bet-record/1']);
    expect(within(rows[0]!).getByText('+14.50')).toBeTruthy();
    expect(within(rows[1]!).getByText('-10.00')).toBeTruthy();
    expect(screen.getByText('₱35.50')).toBeTruthy();
    expect(screen.getByText('₱4.50')).toBeTruthy();

    await userEvent.selectOptions(screen.getByLabelText('Game type'), 'Slot');
    await userEvent.selectOptions(screen.getByLabelText('Time'), 'Today');
    await waitFor(() =>
      expect(betList).toHaveBeenLastCalledWith(
        expect.objectContaining({ game_type: 3, time_flag: 0, page: 1 }),
      ),
    );
    expect(router.state.location.search).toBe('?time=0&type=3');
  });

  it('puts the sign of a net loss before the peso sign, worked out in centavos', async () => {
    const betList = vi.fn(async (): Promise<Paged<BetRecord> & { bt: string; wt: string }> => ({
      d: [record(1, '30.00', '10.30')],
      t: 1,
      s: 1,
      bt: '30.00',
      wt: '10.30',
    }));
    renderScreen(<BetRecordScreen />, { betList }, { at: '/bet-record', path: '/bet-record' });
    expect(await screen.findByText('-₱19.70')).toBeTruthy();
  });
});
