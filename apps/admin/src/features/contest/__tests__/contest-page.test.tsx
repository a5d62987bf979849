import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppError, type ContestDayReport } from '@pisoplay/contract';
import { renderPage, signInAs } from '@/testing/render-page';
import { ContestPage } from '../components/contest-page';

const report = (date: string): ContestDayReport => ({
  date,
  closed_at: `${date}T16:00:05Z`,
  pool: '100000.00',
  places: [
    {
      rank: 1,
      uid: 42,
      username: 'juan42',
      bet: '125000.00',
      prize: '25000.00',
      grant_id: 5,
      withheld: null,
    },
    {
      rank: 2,
      uid: 43,
      username: 'maria43',
      bet: '90000.00',
      prize: '12000.00',
      grant_id: null,
      withheld: 'Your account is blocked',
    },
    {
      rank: 3,
      uid: 44,
      username: 'jose44',
      bet: '80000.00',
      prize: '8000.00',
      grant_id: null,
      withheld: null,
    },
  ],
});

describe('the daily contest page', () => {
  it('opens on yesterday in Philippine time and shows each place with its payment', async () => {
    // 01:30 on Jan 6 in Manila, still Jan 5 in UTC: yesterday is Jan 5 there.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-05T17:30:00Z'));
    signInAs('risk');
    const adminContestDay = vi.fn(async ({ date }: { date: string }) => report(date));
    renderPage(<ContestPage />, { adminContestDay });

    const table = await screen.findByRole('table', { name: 'Places of the contest of 2026-01-05' });
    expect(adminContestDay).toHaveBeenCalledWith({ date: '2026-01-05' });
    expect(screen.getByLabelText('Day (Philippine time)')).toHaveValue('2026-01-05');
    const first = within(table).getByRole('row', { name: /uid 42/ });
    expect(first).toHaveTextContent('₱125,000.00');
    expect(first).toHaveTextContent('₱25,000.00');
    expect(first).toHaveTextContent('PaidGrant #5');
    expect(within(table).getByRole('row', { name: /uid 43/ })).toHaveTextContent(
      'WithheldYour account is blocked',
    );
    expect(within(table).getByRole('row', { name: /uid 44/ })).toHaveTextContent('Not paid yet');
    expect(within(table).getByRole('link', { name: 'juan42' })).toHaveAttribute(
      'href',
      '/players/42',
    );
    expect(screen.getByText('Prize pool').nextSibling).toHaveTextContent('₱100,000.00');
  });

  it('says so when a day has no snapshot, and shows other refusals as the server words them', async () => {
    signInAs('finance');
    const adminContestDay = vi.fn(async ({ date }: { date: string }) => {
      if (date === '2026-01-04')
        throw new AppError('ERR_NOT_FOUND', 'That contest day is not closed');
      throw new AppError('ERR_AUTH', 'Only finance, risk or admin may do this');
    });
    renderPage(<ContestPage />, { adminContestDay }, { at: '/?date=2026-01-04' });
    expect(await screen.findByText('No snapshot for Jan 4, 2026')).toBeInTheDocument();
    expect(screen.getByText(/That contest day is not closed/)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Day (Philippine time)'), {
      target: { value: '2026-01-03' },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only finance, risk or admin may do this',
    );
    expect(adminContestDay).toHaveBeenLastCalledWith({ date: '2026-01-03' });
  });
});
