import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@pisoplay/contract';
import { fetchProfile } from '@/shared/session/fetch-profile';
import { clearSession, setSession } from '@/shared/session/session-store';
import { switchToFilipino } from '@/testing/language';
import { renderScreen } from '@/testing/render-screen';
import { AccountScreen } from '../components/account-screen';

// The profile query loads its fetcher lazily from the shared client; the test answers it.
vi.mock('@/shared/session/fetch-profile', () => ({ fetchProfile: vi.fn() }));

const SESSION = { token: 'tok-account', secret: 's', expires_at: '2099-01-01T00:00:00Z' };

const profile = (details: Partial<Profile>): Profile =>
  ({
    uid: 10000042,
    username: 'juan',
    nick_name: '',
    kyc_status: 5,
    country_code: '63',
    phone: '9171234567',
    has_phone_number: true,
    has_login_password: false,
    has_email: false,
    email: '',
    avatar: '',
    ...details,
  }) as Profile;

const row = (label: string) =>
  screen.getByText(label, { selector: 'span' }).closest('li') as HTMLElement;

describe('the account page', () => {
  beforeEach(() => setSession(SESSION));
  afterEach(() => clearSession());

  it('never says a missing password or email is set: it says not set, and offers Set', async () => {
    vi.mocked(fetchProfile).mockResolvedValue(profile({}));
    renderScreen(<AccountScreen />, {}, { at: '/' });
    await screen.findByText('juan', { selector: 'p' });
    for (const label of ['Login password', 'Email']) {
      expect(within(row(label)).getByText('Not set')).toBeInTheDocument();
      expect(within(row(label)).getByText('Set')).toBeInTheDocument();
    }
  });

  it('shows the email and the password as given once they are', async () => {
    vi.mocked(fetchProfile).mockResolvedValue(
      profile({ has_login_password: true, has_email: true, email: 'juan@example.ph' }),
    );
    renderScreen(<AccountScreen />, {}, { at: '/' });
    await screen.findByText('juan', { selector: 'p' });
    expect(within(row('Email')).getByText('juan@example.ph')).toBeInTheDocument();
    expect(within(row('Login password')).getByText('Change')).toBeInTheDocument();
    expect(screen.queryByText('Not set')).toBeNull();
  });

  it('reads in Filipino', async () => {
    await switchToFilipino();
    vi.mocked(fetchProfile).mockResolvedValue(profile({ kyc_status: 2 }));
    renderScreen(<AccountScreen />, {}, { at: '/' });
    await screen.findByText('juan', { selector: 'p' });
    expect(screen.getByRole('button', { name: 'Palitan ang avatar' })).toBeInTheDocument();
    expect(within(row('KYC')).getByText('Nire-review')).toBeInTheDocument();
    expect(within(row('Numero ng telepono')).getByText('+63 917 123 4567')).toBeInTheDocument();
    for (const label of ['Login password', 'Email']) {
      expect(within(row(label)).getByText('Hindi pa naka-set')).toBeInTheDocument();
      expect(within(row(label)).getByText('I-set')).toBeInTheDocument();
    }
    // The no-email hint, once per session.
    const hint = await screen.findByRole('dialog', { name: 'Email Address' });
    expect(within(hint).getByRole('button', { name: 'Mamaya na lang' })).toBeInTheDocument();
  });
});
