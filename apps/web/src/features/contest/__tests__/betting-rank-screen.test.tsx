import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError, contestPrize } from '@pisoplay/contract';
import type { ContestHistory, ContestToday, RankingRow } from '@pisoplay/contract';
import { clearSession, setSession } from '@/shared/session/session-store';
import type { FakeCalls } from '@/testing/fake-api';
import { switchToFilipino } from '@/testing/language';
import { renderScreen } from '@/testing/render-screen';
import { BettingRankScreen } from '../components/betting-rank-screen';
import { RANK_REFRESH_MS } from '../api/contest';

const SESSION = { token: 'tok-rank', secret: 's', expires_at: '2099-01-01T00:00:00Z' };

const row = (index: number): RankingRow => ({
  player: `play****${String(index).padStart(3, '0')}`,
  bet: String(10_000 - index * 10) + '.00',
  bonus: contestPrize(index).toFixed(2),
  index,
});

function today(patch: Partial<ContestToday> = {}): ContestToday {
  const rows = Array.from({ length: 25 }, (_, i) => row(i + 1));
  return {
    date: '2027-01-02',
    rows,
    mine: rows[11] ?? null,
    computed_at: '2027-01-02T07:05:00.000Z',
    pool: '100000.00',
    closes_at: new Date(Date.now() + 3_666_000).toISOString(),
    ...patch,
  };
}

const history = (patch: Partial<ContestHistory> = {}): ContestHistory => ({
  days: ['2027-01-01', '2026-12-31'],
  date: '2027-01-01',
  rows: [row(1), row(2)],
  mine: [],
  ...patch,
});

const render = (handlers: Partial<FakeCalls>) =>
  renderScreen(<BettingRankScreen title="Slot Betting Rankings" />, {
    rankHistory: async () => history(),
    ...handlers,
  });

describe('the slot betting ranking', () => {
  beforeEach(() => setSession(SESSION));
  afterEach(() => clearSession());

  it('shows the pool, the countdown, the caller’s place and the ranking in pages of 10', async () => {
    render({ rankToday: async () => today() });

    expect(screen.getByRole('heading', { name: 'Slot Betting Rankings' })).toBeInTheDocument();
    // What the contest is opens the page.
    expect(
      screen.getByText('Bet on slots with real money today. The top 100 players win a bonus.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Daily Contest' })).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: 'Contest prize pool' })).toHaveTextContent(
      '₱100,000.00',
    );
    expect(screen.getByRole('timer', { name: 'Time Reamaining' }).textContent).toMatch(
      /^01:01:0[56]$/,
    );
    expect(screen.getByText(/^Updated \w{3} \d{1,2}, 2027 \d{1,2}:05 [AP]M$/)).toBeInTheDocument();

    const mine = screen.getByRole('table', { name: 'Your place today' });
    expect(within(mine).getByRole('row', { name: /12th play\*\*\*\*012/ })).toHaveTextContent(
      'You',
    );

    const carousel = screen.getByRole('region', { name: 'Ranking' });
    const first = within(carousel).getByRole('table', { name: 'Places 1 to 10' });
    expect(within(first).getAllByRole('row')).toHaveLength(11);
    expect(within(first).getByRole('row', { name: /1st play\*\*\*\*001/ })).toHaveTextContent(
      '₱25,000.00',
    );
    // Pages 2 and 3 are off screen, hidden from the accessibility tree until turned to.
    expect(within(carousel).queryByRole('table', { name: 'Places 11 to 20' })).toBeNull();
    expect(within(carousel).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(within(carousel).getByRole('button', { name: 'Go to page 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await userEvent.click(within(carousel).getByRole('button', { name: 'Next page' }));
    const second = await within(carousel).findByRole('table', { name: 'Places 11 to 20' });
    expect(within(second).getByRole('row', { name: /12th/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(carousel).getByRole('status')).toHaveTextContent('Page 2 of 3');
    await userEvent.click(within(carousel).getByRole('button', { name: 'Go to page 3' }));
    expect(
      await within(carousel).findByRole('table', { name: 'Places 21 to 25' }),
    ).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Next page' })).toBeDisabled();

    expect(screen.getByRole('link', { name: 'Bet now' })).toHaveAttribute(
      'href',
      '/s-game/category/3?sort=Popular',
    );
  });

  it('says when nobody has bet today and the caller has no place yet', async () => {
    render({ rankToday: async () => today({ rows: [], mine: null }) });
    expect(
      await screen.findByText('Nobody has bet on slots today yet. Be the first!'),
    ).toBeInTheDocument();
    expect(screen.getByText(/You have no slot bets today yet/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ranking' })).toBeNull();
  });

  it('opens the rules with the prize table and the wagering', async () => {
    render({ rankToday: async () => today() });
    await userEvent.click(screen.getByRole('button', { name: 'Rules' }));
    const rules = await screen.findByRole('dialog', { name: 'Rules' });
    expect(rules).toHaveTextContent('00:00 to 23:59, Philippine time');
    expect(rules).toHaveTextContent('Only real-money bets on slot games count');
    expect(rules).toHaveTextContent('The top 100 win a prize');
    expect(rules).toHaveTextContent('played through 2 times');
    const prizes = within(rules).getByRole('table', { name: 'Prizes' });
    expect(within(prizes).getByRole('row', { name: '1st ₱25,000.00' })).toBeInTheDocument();
    expect(
      within(prizes).getByRole('row', { name: /^51st–100th ₱290\.00\s*each$/ }),
    ).toBeInTheDocument();
    expect(within(prizes).getAllByRole('row')).toHaveLength(14);
    await userEvent.click(within(rules).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows My Bonus History, empty or with the prizes won', async () => {
    const rankHistory = vi
      .fn<FakeCalls['rankHistory']>()
      .mockResolvedValueOnce(history())
      .mockResolvedValue(
        history({ mine: [{ bet: '5200.00', position: 2, bonus: '12000.00', date: '2027-01-01' }] }),
      );
    const { queryClient } = render({ rankToday: async () => today(), rankHistory });
    await userEvent.click(screen.getByRole('button', { name: 'My Bonus History' }));
    const dialog = await screen.findByRole('dialog', { name: 'My Bonus History' });
    expect(await within(dialog).findByText('No bonus history found')).toBeInTheDocument();

    await act(() => queryClient.invalidateQueries());
    const table = await within(dialog).findByRole('table', { name: 'My Bonus History' });
    expect(
      within(table).getByRole('row', { name: 'Jan 1, 2027 2nd ₱5,200.00 ₱12,000.00' }),
    ).toBeInTheDocument();
  });

  it('shows a closed day’s frozen ranking, picked by its date', async () => {
    const rankHistory = vi.fn(async ({ date }: { date?: string }) =>
      date === '2026-12-31'
        ? history({ date, rows: [{ ...row(1), player: 'olde****one' }] })
        : history(),
    );
    render({ rankToday: async () => today(), rankHistory });
    await userEvent.click(screen.getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'Daily Ranking' });
    const time = await within(dialog).findByRole('combobox', { name: 'Time' });
    expect(time).toHaveDisplayValue('Jan 1, 2027');
    expect(within(dialog).getByRole('table', { name: 'Ranking Jan 1, 2027' })).toHaveTextContent(
      'play****002',
    );
    await userEvent.selectOptions(time, '2026-12-31');
    expect(
      await within(dialog).findByRole('table', { name: 'Ranking Dec 31, 2026' }),
    ).toHaveTextContent('olde****one');
    expect(rankHistory).toHaveBeenCalledWith({ date: '2026-12-31' });
  });

  it('says when no day has closed yet', async () => {
    render({
      rankToday: async () => today(),
      rankHistory: async () => history({ days: [], date: null, rows: [] }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'Daily Ranking' });
    expect(await within(dialog).findByText(/No closed contest day yet/)).toBeInTheDocument();
  });

  it('asks again when the countdown reaches zero', async () => {
    const rankToday = vi
      .fn<FakeCalls['rankToday']>()
      .mockResolvedValueOnce(today({ closes_at: new Date(Date.now() + 1_200).toISOString() }))
      .mockResolvedValue(today({ date: '2027-01-03' }));
    render({ rankToday });
    await waitFor(() => expect(rankToday).toHaveBeenCalledTimes(2));
    await waitFor(() =>
      expect(screen.getByRole('timer', { name: 'Time Reamaining' }).textContent).toMatch(/^01:0/),
    );
  });

  it('reads the ranking again every minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const rankToday = vi.fn(async () => today());
    render({ rankToday });
    await waitFor(() => expect(rankToday).toHaveBeenCalledTimes(1));
    await act(() => vi.advanceTimersByTimeAsync(RANK_REFRESH_MS));
    await waitFor(() => expect(rankToday).toHaveBeenCalledTimes(2));
  });

  it('speaks Filipino, the countdown and the rules written correctly', async () => {
    await switchToFilipino();
    render({ rankToday: async () => today() });
    expect(screen.getByRole('heading', { name: 'Contest ng Araw' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Tumaya sa slots gamit ang totoong pera ngayong araw. May bonus ang top 100 na player.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: 'Prize pool ng contest' })).toHaveTextContent(
      '₱100,000.00',
    );
    expect(screen.getByRole('timer', { name: 'Natitirang oras' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Puwesto mo ngayon' })).toHaveTextContent('Ikaw');
    const carousel = screen.getByRole('region', { name: 'Ranggo' });
    expect(
      within(carousel).getByRole('table', { name: 'Puwesto 1 hanggang 10' }),
    ).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Pumunta sa page 2' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Tumaya na' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Mga patakaran' }));
    const rules = await screen.findByRole('dialog', { name: 'Mga patakaran' });
    expect(rules).toHaveTextContent('mula 00:00 hanggang 23:59, oras sa Pilipinas');
    expect(rules).toHaveTextContent('May premyo ang top 100.');
    expect(rules).toHaveTextContent('itaya nang 2 beses');
    expect(
      within(within(rules).getByRole('table', { name: 'Mga premyo' })).getByRole('row', {
        name: /^51st–100th ₱290\.00\s*bawat isa$/,
      }),
    ).toBeInTheDocument();
  });

  it('offers to try again when the ranking cannot be read', async () => {
    const rankToday = vi
      .fn<FakeCalls['rankToday']>()
      .mockRejectedValueOnce(new AppError('ERR_NETWORK', 'offline'))
      .mockResolvedValue(today());
    render({ rankToday });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Ranking' })).toBeInTheDocument();
  });
});
