import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BonusGrant, KycRecord, Profile, Promotion } from '@pisoplay/contract';
import { clearSession, setSession } from '@/shared/session/session-store';
import type { FakeCalls } from '@/testing/fake-api';
import { switchToFilipino } from '@/testing/language';
import { renderScreen } from '@/testing/render-screen';
import { WelfareScreen } from '../components/welfare-screen';

const SESSION = { token: 'tok-welfare', secret: 's', expires_at: '2099-01-01T00:00:00Z' };

const grant: BonusGrant = {
  id: 4,
  uid: 1,
  source: 'mystery_box',
  cash_type: 2,
  amount: '50.00',
  balance: '40.00',
  required: '100.00',
  wagered: '20.00',
  terms: {
    wagering_multiplier: 2,
    expires_in_days: 30,
    game_weights: {},
    max_bet: '10.00',
    cash_cap: null,
  },
  state: 'active',
  reason: '',
  converted: '0.00',
  written_off: '0.00',
  created_at: '2027-02-01T04:00:00.000Z',
  expires_at: '2027-03-03T04:00:00.000Z',
  ended_at: null,
};

const weekendReload: Promotion = {
  id: 1,
  title: 'Weekend reload',
  image: '',
  link: '/promo/1',
  back_color: '#ff0',
  starts_at: '2027-02-01T00:00:00.000Z',
  ends_at: null,
};

/** A verified player as the welfare gate reads them, one grant and one promotion. */
const calls = {
  kycDetail: async () =>
    ({
      status: 'fully_kyc',
      deadline_at: new Date(Date.now() + 3_600_000).toISOString(),
    }) as KycRecord,
  memberDetail: async () => ({ kyc_status: 5 }) as Profile,
  bonusGrants: async () => [grant],
  promoList: async () => [weekendReload],
} satisfies Partial<FakeCalls>;

describe('the welfare screen', () => {
  beforeEach(() => setSession(SESSION));
  afterEach(() => clearSession());

  it('lists the grants with their wagering and terms', async () => {
    renderScreen(<WelfareScreen />, calls);
    const card = await screen.findByRole('article', { name: 'Mystery Box 50.00' });
    expect(within(card).getByText('Wagering', { selector: 'span.rounded-full' })).toBeVisible();
    expect(within(card).getByText('20.00 of 100.00')).toBeInTheDocument();
    expect(within(card).getByText('Max bet 10.00')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar', { name: 'Wagering' })).toHaveAttribute(
      'aria-valuenow',
      '20',
    );
    expect(screen.getByRole('tab', { name: 'General Bonus' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Promotions' })).toBeInTheDocument();
  });

  it('speaks Filipino', async () => {
    await switchToFilipino();
    renderScreen(<WelfareScreen />, calls);
    const card = await screen.findByRole('article', { name: 'Mystery Box 50.00' });
    expect(within(card).getByText('20.00 sa 100.00')).toBeInTheDocument();
    expect(within(card).getByText('Max na taya 10.00')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Mga record ng bonus' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Welfare' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Mga promo' })).toBeInTheDocument();
  });

  it('reads the promotions again in the language the player switches to', async () => {
    const titled = (title: string): Promotion[] => [{ ...weekendReload, title }];
    const promoList = vi
      .fn()
      .mockResolvedValueOnce(titled('Weekend reload'))
      .mockResolvedValueOnce(titled('Reload sa weekend'));
    renderScreen(<WelfareScreen />, { ...calls, promoList });
    expect(await screen.findByText('Weekend reload')).toBeInTheDocument();
    await act(switchToFilipino);
    expect(await screen.findByText('Reload sa weekend')).toBeInTheDocument();
    expect(promoList).toHaveBeenCalledTimes(2);
  });
});
