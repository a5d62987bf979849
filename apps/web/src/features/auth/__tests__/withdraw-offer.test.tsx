import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError, RG_MESSAGES, type Profile, type Session } from '@pisoplay/contract';
import { paths } from '@/shared/config/paths';
import { localizeMessage } from '@/shared/i18n/i18n';
import { clearSession, getSession } from '@/shared/session/session-store';
import type { FakeCalls } from '@/testing/fake-api';
import { switchToFilipino } from '@/testing/language';
import { renderLogin } from './render-login';

// Issue 25: a self-excluded player's sign-in is refused with the date, and the login screen
// offers the withdraw-only sign-in that the refusal's ticket opens.

const UNTIL = '2027-05-28T07:00:00.000Z';
const REFUSAL = RG_MESSAGES.excluded(UNTIL);
const TICKET = 'ticket-0123456789abcdefghijklmnopqrstuvwxyzABC';
const WITHDRAW_ONLY: Session = {
  token: 'tok-withdraw',
  secret: 'sec',
  expires_at: '2026-11-28T07:30:00.000Z',
  withdraw_only: { excluded_until: UNTIL },
};

/** The refusal as the API client reads it off the wire: its cause is the failure envelope. */
const excludedRefusal = (message = REFUSAL) =>
  new AppError('ERR_BUSINESS', message, {
    status: false,
    data: message,
    code: 'ERR_BUSINESS',
    withdraw_ticket: TICKET,
  });

type Api = Pick<
  FakeCalls,
  'sendSms' | 'otpLogin' | 'passwordLogin' | 'withdrawOnlyLogin' | 'memberDetail'
>;

function fakeApi(overrides: Partial<Api> = {}): Api {
  return {
    sendSms: vi.fn(async () => ({ id: 'otp-1', codeLength: 6, resendAt: 0 })),
    otpLogin: vi.fn(async () => Promise.reject(excludedRefusal())),
    passwordLogin: vi.fn(async () => Promise.reject(excludedRefusal())),
    withdrawOnlyLogin: vi.fn(async () => WITHDRAW_ONLY),
    memberDetail: vi.fn(async () => ({ kyc_status: 5 }) as Profile),
    ...overrides,
  };
}

async function signInWithCode(user: ReturnType<typeof userEvent.setup>, agreement: RegExp) {
  await user.type(
    screen.getByRole('textbox', { name: /Phone number|Numero ng telepono/ }),
    '9171234567',
  );
  await user.click(screen.getByRole('checkbox', { name: agreement }));
  await user.click(screen.getByRole('button', { name: /Register \/ Login|Mag-register/ }));
  await user.click(await screen.findByRole('textbox', { name: /^Digit 1 (of|ng) 6$/ }));
  await user.keyboard('123456');
}

afterEach(() => clearSession());

describe('a sign-in refused for a self-exclusion', () => {
  it('shows the message with the date and offers the withdraw-only sign-in', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    const { router } = renderLogin(api);
    await signInWithCode(user, /agree/);

    expect(await screen.findByRole('alert')).toHaveTextContent(REFUSAL);
    expect(
      screen.getByText(
        'You can still sign in to withdraw your balance. Play, deposits and bonuses stay closed.',
      ),
    ).toBeVisible();
    expect(getSession()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Withdraw my balance' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(paths.responsibleGaming.getHref()),
    );
    expect(api.withdrawOnlyLogin).toHaveBeenCalledWith({ ticket: TICKET });
    expect(getSession()).toEqual(WITHDRAW_ONLY);
  });

  it('offers it after a right password too', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    const { router } = renderLogin(api, '/loginPassword');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '9171234567');
    await user.type(screen.getByLabelText('Password'), 'abcd1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REFUSAL);
    await user.click(screen.getByRole('button', { name: 'Withdraw my balance' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(paths.responsibleGaming.getHref()),
    );
    expect(api.withdrawOnlyLogin).toHaveBeenCalledWith({ ticket: TICKET });
  });

  it('offers nothing for other failures', async () => {
    const user = userEvent.setup();
    renderLogin(
      fakeApi({
        otpLogin: vi.fn(async () => Promise.reject(new AppError('ERR_BUSINESS', 'Invalid code'))),
      }),
    );
    await signInWithCode(user, /agree/);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code');
    expect(screen.queryByRole('button', { name: 'Withdraw my balance' })).not.toBeInTheDocument();
  });

  it('speaks Filipino', async () => {
    await switchToFilipino();
    const user = userEvent.setup();
    // The server answers in the lang header's language.
    const filipino = localizeMessage(REFUSAL);
    expect(filipino).toMatch(/^Naka-self-exclusion ka hanggang May 28, 2027/);
    const api = fakeApi({
      otpLogin: vi.fn(async () => Promise.reject(excludedRefusal(filipino))),
    });
    const { router } = renderLogin(api);
    await signInWithCode(user, /sumasang-ayon/);
    expect(await screen.findByRole('alert')).toHaveTextContent(filipino);
    expect(
      screen.getByText(
        'Puwede ka pa ring mag-login para i-withdraw ang balance mo. Sarado pa rin ang paglalaro, deposit at bonus.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'I-withdraw ang balance ko' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(paths.responsibleGaming.getHref()),
    );
  });
});
