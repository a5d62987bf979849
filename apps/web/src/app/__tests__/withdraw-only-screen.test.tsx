import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RG_MESSAGES, type KycRecord, type Profile, type Session } from '@pisoplay/contract';
import { Component as ResponsibleGamingRoute } from '@/app/routes/responsible-gaming';
import { isWithdrawOnlyPath, paths } from '@/shared/config/paths';
import { clearSession, setSession } from '@/shared/session/session-store';
import { closeMoneySheet, useOpenedMoneySheet } from '@/shared/wallet/money-sheet-store';
import type { FakeCalls } from '@/testing/fake-api';
import { switchToFilipino } from '@/testing/language';
import { renderScreen } from '@/testing/render-screen';

// Issue 25: a self-excluded player who signed in to withdraw (a withdraw-only session) sees one
// screen on the Responsible Gaming route: until when they are excluded, what that closes, the
// balance and the wallet's own withdraw sheet, help and logout.

const UNTIL = '2027-05-28T07:00:00.000Z';
/** 3:30 PM in Manila. */
const ENDS = '2026-11-28T07:30:00.000Z';
const WITHDRAW_ONLY: Session = {
  token: 'tok-withdraw',
  secret: 's',
  expires_at: ENDS,
  withdraw_only: { excluded_until: UNTIL },
};

const handlers: Partial<FakeCalls> = {
  wallet: async () => ({
    uid: 10000001,
    balance: '1234.50',
    withdrawable: '1000.00',
    wagering_remaining: '0.00',
  }),
  kycDetail: async () => ({ status: 'fully_kyc', deadline_at: null }) as unknown as KycRecord,
  memberDetail: async () =>
    ({ kyc_status: 5, withdraw_only: { excluded_until: UNTIL } }) as unknown as Profile,
  // A 6-month exclusion: it cannot be ended early (features/responsible-gaming's
  // exclusion-end.test.tsx shows the section that ends a longer one).
  rgExclusion: async () => ({ exclusion: { until: UNTIL, end_from: null, end_request: null } }),
};

function SheetProbe({ opened }: { opened: (string | null)[] }) {
  opened.push(useOpenedMoneySheet());
  return null;
}

describe('the self-exclusion screen of a withdraw-only session', () => {
  beforeEach(() => setSession(WITHDRAW_ONLY));
  afterEach(() => {
    clearSession();
    closeMoneySheet();
  });

  it('says until when, shows the balance and opens the withdraw sheet', async () => {
    const opened: (string | null)[] = [];
    renderScreen(
      <>
        <ResponsibleGamingRoute />
        <SheetProbe opened={opened} />
      </>,
      handlers,
      { at: paths.responsibleGaming.getHref(), path: paths.responsibleGaming.path },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Self-exclusion' })).toBeVisible();
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: `Your account is self-excluded until ${RG_MESSAGES.until(UNTIL)}.`,
      }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Play, deposits and bonuses are closed until then. You can still withdraw your balance.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText('This session is for withdrawing only. It ends at 3:30 PM.'),
    ).toBeVisible();

    const balance = screen.getByRole('region', { name: 'Your balance' });
    expect(await within(balance).findByText('₱ 1,234.50')).toBeVisible();
    expect(within(balance).getByText('₱ 1,000.00')).toBeVisible();
    expect(within(balance).getByRole('link', { name: 'Withdrawal accounts' })).toHaveAttribute(
      'href',
      paths.withdrawAccounts.getHref(),
    );
    expect(screen.getByRole('link', { name: 'Customer Service' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
    // Nothing of play, limits or bonuses.
    expect(screen.queryByRole('button', { name: 'Exclude myself' })).not.toBeInTheDocument();

    await userEvent.click(within(balance).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(opened.at(-1)).toBe('withdraw'));
  });

  it('speaks Filipino', async () => {
    await switchToFilipino();
    renderScreen(<ResponsibleGamingRoute />, handlers, {
      at: paths.responsibleGaming.getHref(),
      path: paths.responsibleGaming.path,
    });
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: `Naka-self-exclusion ang account mo hanggang ${RG_MESSAGES.until(UNTIL)}.`,
      }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Sarado ang paglalaro, deposit at bonus hanggang doon. Puwede mo pa ring i-withdraw ang balance mo.',
      ),
    ).toBeVisible();
    const balance = screen.getByRole('region', { name: 'Ang balance mo' });
    expect(await within(balance).findByText('₱ 1,234.50')).toBeVisible();
    expect(within(balance).getByText('Puwedeng i-withdraw')).toBeVisible();
    expect(within(balance).getByRole('button', { name: 'Mag-withdraw' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mag-logout' })).toBeVisible();
  });

  it('keeps the player to the withdrawal’s paths', async () => {
    for (const path of [
      paths.responsibleGaming.getHref(),
      paths.withdrawAccounts.getHref(),
      paths.withdrawAccountAdd.getHref(),
      paths.kyc.path,
      paths.myService.getHref(),
      paths.termsOfUse.getHref(),
    ]) {
      expect(isWithdrawOnlyPath(path)).toBe(true);
    }
    for (const path of [
      paths.home.getHref(),
      paths.my.getHref(),
      paths.welfare.getHref(),
      paths.gamePage.getHref('fortune-gems'),
    ]) {
      expect(isWithdrawOnlyPath(path)).toBe(false);
    }
  });

  it('is not what a normal session sees there', async () => {
    clearSession();
    setSession({ token: 'tok-full', secret: 's', expires_at: ENDS });
    renderScreen(
      <ResponsibleGamingRoute />,
      { rg: () => new Promise(() => undefined) },
      { at: paths.responsibleGaming.getHref(), path: paths.responsibleGaming.path },
    );
    await act(async () => undefined);
    expect(screen.getByRole('heading', { level: 1, name: 'Responsible Gaming' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your balance' })).not.toBeInTheDocument();
  });
});
