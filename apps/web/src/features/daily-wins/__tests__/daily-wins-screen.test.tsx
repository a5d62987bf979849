import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError, LOYALTY_MESSAGES } from '@pisoplay/contract';
import type { CheckinStatus, KycRecord, Profile } from '@pisoplay/contract';
import { clearSession, setSession } from '@/shared/session/session-store';
import type { FakeCalls } from '@/testing/fake-api';
import { switchToFilipino } from '@/testing/language';
import { renderScreen } from '@/testing/render-screen';
import { DailyWinsScreen } from '../components/daily-wins-screen';

const SESSION = { token: 'tok-daily', secret: 's', expires_at: '2099-01-01T00:00:00Z' };
const AMOUNTS = ['5.00', '5.00', '10.00', '10.00', '15.00', '20.00', '50.00'];

function status(todayDay: number, claimed: boolean, patch: Partial<CheckinStatus> = {}) {
  return {
    today: '2027-01-02',
    days: AMOUNTS.map((amount, i) => ({
      day: i + 1,
      amount,
      state:
        i + 1 < todayDay || (i + 1 === todayDay && claimed)
          ? 'claimed'
          : i + 1 === todayDay
            ? 'today'
            : 'upcoming',
    })),
    today_day: todayDay,
    streak: claimed ? todayDay : todayDay - 1,
    claimed_today: claimed,
    can_claim: !claimed,
    reason: claimed ? LOYALTY_MESSAGES.checkinClaimed : null,
    next_claim_at: '2027-01-02T16:00:00.000Z',
    ...patch,
  } satisfies CheckinStatus;
}

/** A verified player as the welfare gate reads them. */
const gate = {
  kycDetail: async () =>
    ({
      status: 'fully_kyc',
      deadline_at: new Date(Date.now() + 3_600_000).toISOString(),
    }) as KycRecord,
  memberDetail: async () => ({ kyc_status: 5 }) as Profile,
} satisfies Partial<FakeCalls>;

describe('the daily wins screen', () => {
  beforeEach(() => setSession(SESSION));
  afterEach(() => clearSession());

  it('shows the calendar, claims today and says what was won', async () => {
    const answers = [status(2, false), status(2, true)];
    const checkin = vi.fn(async () => answers.shift() ?? status(2, true));
    const checkinClaim = vi.fn(async () => ({ day: 2, amount: '5.00', streak: 2, grant_id: 9 }));
    renderScreen(<DailyWinsScreen title="Daily Wins" />, { ...gate, checkin, checkinClaim });

    const calendar = await screen.findByRole('list', { name: 'Check-in calendar' });
    const days = within(calendar).getAllByRole('listitem');
    expect(days.map((d) => d.getAttribute('aria-label'))).toEqual([
      'Day 1, ₱5.00, Claimed',
      'Day 2, ₱5.00, Today',
      'Day 3, ₱10.00, Upcoming',
      'Day 4, ₱10.00, Upcoming',
      'Day 5, ₱15.00, Upcoming',
      'Day 6, ₱20.00, Upcoming',
      'Day 7, ₱50.00, Upcoming',
    ]);
    expect(screen.getByText('1 day in a row')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Claim ₱5.00' }));
    expect(checkinClaim).toHaveBeenCalledOnce();
    // The toast says it, and the line above the button stays.
    expect(await screen.findAllByText('You won ₱5.00! It is in your bonus.')).toHaveLength(2);
    await waitFor(() =>
      expect(screen.getByRole('listitem', { name: 'Day 2, ₱5.00, Claimed' })).toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Claim ₱5.00' })).toBeDisabled();
    expect(screen.getByText(LOYALTY_MESSAGES.checkinClaimed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bonus records' })).toHaveAttribute(
      'href',
      '/s-transaction/bonus',
    );
  });

  it('disables the claim and says why when the server refuses it', async () => {
    renderScreen(<DailyWinsScreen title="Daily Wins" />, {
      ...gate,
      checkin: async () =>
        status(1, false, { can_claim: false, reason: LOYALTY_MESSAGES.checkinNotVerified }),
    });
    const claim = await screen.findByRole('button', { name: 'Claim ₱5.00' });
    expect(claim).toBeDisabled();
    expect(claim).toHaveAccessibleDescription(LOYALTY_MESSAGES.checkinNotVerified);
  });

  it('offers to try again when the calendar cannot be read', async () => {
    const checkin = vi
      .fn<FakeCalls['checkin']>()
      .mockRejectedValueOnce(new AppError('ERR_NETWORK', 'offline'))
      .mockResolvedValue(status(1, false));
    renderScreen(<DailyWinsScreen title="Daily Wins" />, { ...gate, checkin });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Claim ₱5.00' })).toBeEnabled();
  });

  it('speaks Filipino: the calendar, the streak, the claim and its toast', async () => {
    await switchToFilipino();
    const answers = [status(2, false), status(2, true)];
    const checkin = vi.fn(async () => answers.shift() ?? status(2, true));
    const checkinClaim = vi.fn(async () => ({ day: 2, amount: '5.00', streak: 2, grant_id: 9 }));
    renderScreen(<DailyWinsScreen title="Daily Wins" />, { ...gate, checkin, checkinClaim });

    const calendar = await screen.findByRole('list', { name: 'Check-in calendar' });
    expect(
      within(calendar)
        .getAllByRole('listitem')
        .slice(0, 3)
        .map((d) => d.getAttribute('aria-label')),
    ).toEqual([
      'Araw 1, ₱5.00, Na-claim na',
      'Araw 2, ₱5.00, Ngayon',
      'Araw 3, ₱10.00, Susunod pa',
    ]);
    expect(screen.getByText('1 araw na sunod-sunod')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Paano ito gumagana' })).toBeInTheDocument();
    expect(
      screen.getByText('Mga verified (KYC) na player lang ang puwedeng mag-claim.'),
    ).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'I-claim ang ₱5.00' }));
    expect(await screen.findAllByText('Nanalo ka ng ₱5.00! Nasa bonus mo na.')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Mga record ng bonus' })).toBeInTheDocument();
  });
});
