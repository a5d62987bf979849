import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile, Wallet } from '@pisoplay/contract';
import { setLanguage } from '@/shared/i18n/language';
import { fetchProfile } from '@/shared/session/fetch-profile';
import { clearSession, setSession } from '@/shared/session/session-store';
import { switchToFilipino } from '@/testing/language';
import { renderScreen } from '@/testing/render-screen';
import { MyScreen } from '../components/my-screen';

// The profile query loads its fetcher lazily from the shared client; the test answers it.
vi.mock('@/shared/session/fetch-profile', () => ({ fetchProfile: vi.fn() }));

const SESSION = { token: 'tok-my', secret: 's', expires_at: '2099-01-01T00:00:00Z' };

const PROFILE = {
  uid: 10000042,
  username: 'juan',
  nick_name: '',
  kyc_status: 2,
  email: '',
  avatar: '',
} as Profile;

const wallet = vi.fn(async (): Promise<Wallet> => ({
  uid: 10000042,
  balance: '1234.50',
  withdrawable: '1000.00',
  wagering_remaining: '0',
}));

const languageRow = (label: string) => screen.getByText(label).closest('li') as HTMLElement;

describe('My', () => {
  beforeEach(() => {
    setSession(SESSION);
    vi.mocked(fetchProfile).mockResolvedValue(PROFILE);
  });
  afterEach(() => clearSession());

  it('has a Language row whose switch shows the current language pressed', async () => {
    // Registers the Filipino chunk as the app does; the page starts in English.
    await switchToFilipino();
    await setLanguage('en_US');
    const user = userEvent.setup();
    renderScreen(<MyScreen />, { wallet }, { at: '/' });
    await screen.findByText('juan');
    const settings = screen.getByRole('region', { name: 'Settings' });
    const languages = within(within(settings).getByRole('listitem')).getByRole('group', {
      name: 'Language',
    });
    expect(within(languageRow('Language')).getByRole('group')).toBe(languages);
    expect(within(languages).getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(languages).getByRole('button', { name: 'Filipino' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await user.click(within(languages).getByRole('button', { name: 'Filipino' }));
    expect(await screen.findByRole('button', { name: 'Mag-logout' })).toBeInTheDocument();
    const wika = within(languageRow('Wika')).getByRole('group', { name: 'Wika' });
    expect(within(wika).getByRole('button', { name: 'Filipino' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(wika).getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('reads in Filipino', async () => {
    await switchToFilipino();
    renderScreen(<MyScreen />, { wallet }, { at: '/' });
    await screen.findByText('juan');
    expect(screen.getByText(/Nire-review/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Mga reward' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mag-imbita' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mag-deposit' })).toBeInTheDocument();
    expect(await screen.findByText('₱ 1,234.50')).toBeInTheDocument();
    expect(screen.getByText('Puwedeng i-withdraw')).toBeInTheDocument();
    expect(within(languageRow('Wika')).getByRole('button', { name: 'Filipino' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
