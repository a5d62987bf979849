import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError, OTP_MESSAGES, type Profile, type Session } from '@pisoplay/contract';
import type { FakeCalls } from '@/testing/fake-api';

type AuthApi = Pick<
  FakeCalls,
  'sendSms' | 'otpLogin' | 'passwordLogin' | 'checkResetCode' | 'retrievePassword' | 'memberDetail'
>;
import { renderLogin } from './render-login';
import { setLoginOrigin } from '@/shared/session/open-login';
import { setPendingAction } from '@/shared/session/pending-action';
import { clearSession, getSession } from '@/shared/session/session-store';
import { toastStore } from '@/shared/ui/toast/toast-store';

const SESSION: Session = { token: 'tok-1', secret: 'sec-1', expires_at: '2030-01-01T00:00:00Z' };

function fakeApi(overrides: Partial<AuthApi> = {}): AuthApi {
  return {
    sendSms: vi.fn(async () => ({ id: 'otp-1', codeLength: 6, resendAt: 0 })),
    otpLogin: vi.fn(async () => SESSION),
    passwordLogin: vi.fn(async () => SESSION),
    checkResetCode: vi.fn(async () => true),
    retrievePassword: vi.fn(async () => true),
    memberDetail: vi.fn(async () => ({ kyc_status: 0 }) as Profile),
    ...overrides,
  };
}

async function sendCode(user: ReturnType<typeof userEvent.setup>, number = '09171234567') {
  await user.type(screen.getByRole('textbox', { name: 'Phone number' }), number);
  await user.click(
    screen.getByRole('checkbox', {
      name: 'I have read and agree to the Terms of Use and Privacy Policy',
    }),
  );
  await user.click(screen.getByRole('button', { name: 'Register / Login' }));
  await screen.findByRole('group', { name: 'Verification code' });
}

const typeCode = async (user: ReturnType<typeof userEvent.setup>, code: string) => {
  await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
  await user.keyboard(code);
};

afterEach(() => {
  clearSession();
});

describe('login-otp-1', () => {
  it('shows the welcome title, the disabled +63 selector and both ways in', () => {
    renderLogin(fakeApi());
    expect(screen.getByRole('heading', { name: 'Welcome to PisoPlay' })).toBeInTheDocument();
    expect(screen.getByText('Login With Code')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Country code' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Login With Password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('asks for the number and the terms before sending', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderLogin(api);
    await user.click(screen.getByRole('button', { name: 'Register / Login' }));
    expect(await screen.findByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('You must agree to the terms and conditions')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '917123');
    await user.click(screen.getByRole('button', { name: 'Register / Login' }));
    expect(
      await screen.findByText("Sorry, it's not a valid phone number, should be 10 digits"),
    ).toBeInTheDocument();
    expect(api.sendSms).not.toHaveBeenCalled();
  });

  it('sends the code and moves to otp-2 with the number; a reload stays there', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    const { router, view } = renderLogin(api);
    await sendCode(user);
    expect(api.sendSms).toHaveBeenCalledWith({
      phone: '9171234567',
      country_code: '63',
      purpose: 'login',
    });
    expect(screen.getByText('+63 917 123 4567')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?action=login-otp-2');
    expect(screen.getByRole('button', { name: /Resend Code/ })).toBeDisabled();

    view.unmount();
    renderLogin(api, '/login?action=login-otp-2');
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    expect(screen.getByText('+63 917 123 4567')).toBeInTheDocument();
  });

  it('a send failure goes on the number field (server message, else the fallback)', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      sendSms: vi
        .fn()
        .mockRejectedValueOnce(new AppError('ERR_BUSINESS', 'Please wait 12 seconds'))
        .mockRejectedValueOnce(new Error('boom')),
    });
    renderLogin(api);
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '9171234567');
    await user.click(screen.getByRole('checkbox', { name: /agree/ }));
    await user.click(screen.getByRole('button', { name: 'Register / Login' }));
    expect(await screen.findByText('Please wait 12 seconds')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Register / Login' }));
    expect(await screen.findByText('Failed to send OTP')).toBeInTheDocument();
  });

  it('switching to password and back keeps the number', async () => {
    const user = userEvent.setup();
    const { router } = renderLogin(fakeApi());
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '9171234567');
    await user.click(screen.getByRole('button', { name: 'Login With Password' }));
    expect(router.state.location.pathname).toBe('/loginPassword');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('917 123 4567');
    await user.click(screen.getByRole('button', { name: 'Login With Code' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('917 123 4567');
  });
});

describe('login-otp-2', () => {
  it('a wrong code clears the boxes and shows the message; else the fallback', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      otpLogin: vi
        .fn()
        .mockRejectedValueOnce(
          new AppError('ERR_BUSINESS', 'Code expired, please request a new one'),
        )
        .mockRejectedValueOnce(new Error('network down')),
    });
    renderLogin(api);
    await sendCode(user);
    await typeCode(user, '111111');
    expect(await screen.findByText('Code expired, please request a new one')).toBeInTheDocument();
    expect(api.otpLogin).toHaveBeenCalledWith({
      otp_id: 'otp-1',
      code: '111111',
      device_no: expect.any(String),
    });
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveValue('');
    await typeCode(user, '222222');
    expect(await screen.findByText('Invalid code')).toBeInTheDocument();
  });

  it("a reply without a token is 'Failed to login with OTP'", async () => {
    const user = userEvent.setup();
    renderLogin(fakeApi({ otpLogin: vi.fn(async () => ({}) as Session) }));
    await sendCode(user);
    await typeCode(user, '123456');
    expect(await screen.findByText('Failed to login with OTP')).toBeInTheDocument();
    expect(getSession()).toBeNull();
  });

  it('the attempts message starts a 30-minute resend lock that a reload keeps', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      otpLogin: vi.fn().mockRejectedValue(new AppError('ERR_BUSINESS', OTP_MESSAGES.locked)),
    });
    const { view } = renderLogin(api);
    await sendCode(user);
    await typeCode(user, '999999');
    expect(await screen.findByText(OTP_MESSAGES.locked)).toBeInTheDocument();
    const button = screen.getByRole('button', { name: /Resend Code/ });
    expect(button).toBeDisabled();
    expect(within(button).getByTestId('resend-countdown').textContent).toMatch(
      /^\((30:00|29:59)\)$/,
    );

    view.unmount();
    renderLogin(api, '/login?action=login-otp-2');
    const again = screen.getByRole('button', { name: /Resend Code/ });
    expect(within(again).getByTestId('resend-countdown').textContent).toMatch(
      /^\((30:00|29:5\d)\)$/,
    );
  });

  it("'Reset phone number' and the close icon go back to otp-1", async () => {
    const user = userEvent.setup();
    renderLogin(fakeApi());
    await sendCode(user);
    await user.click(screen.getByRole('button', { name: 'Reset phone number' }));
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('917 123 4567');
    await user.click(screen.getByRole('button', { name: 'Register / Login' }));
    await screen.findByRole('group', { name: 'Verification code' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Register / Login' })).toBeInTheDocument();
  });

  it("after 'Reset phone number' the same number returns to the code already sent, countdown running", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const api = fakeApi();
      renderLogin(api);
      await sendCode(user);
      await user.click(screen.getByRole('button', { name: 'Reset phone number' }));
      act(() => vi.advanceTimersByTime(5_000));
      await user.click(screen.getByRole('button', { name: 'Register / Login' }));

      await screen.findByRole('group', { name: 'Verification code' });
      expect(api.sendSms).toHaveBeenCalledTimes(1);
      const countdown = within(screen.getByRole('button', { name: /Resend Code/ })).getByTestId(
        'resend-countdown',
      );
      expect(countdown.textContent).toMatch(/^\(2[0-5]s\)$/);
      // The code is the one sent first: signing in with it uses its id.
      await typeCode(user, '123456');
      await vi.waitFor(() =>
        expect(api.otpLogin).toHaveBeenCalledWith({
          otp_id: 'otp-1',
          code: '123456',
          device_no: expect.any(String),
        }),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it("after 'Reset phone number' another number, or the same after the countdown, gets a new code", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const api = fakeApi();
      renderLogin(api);
      await sendCode(user);
      await user.click(screen.getByRole('button', { name: 'Reset phone number' }));
      const field = screen.getByRole('textbox', { name: 'Phone number' });
      await user.clear(field);
      await user.type(field, '9175550000');
      await user.click(screen.getByRole('button', { name: 'Register / Login' }));
      await screen.findByRole('group', { name: 'Verification code' });
      expect(api.sendSms).toHaveBeenCalledTimes(2);
      expect(api.sendSms).toHaveBeenLastCalledWith(
        expect.objectContaining({ phone: '9175550000' }),
      );

      await user.click(screen.getByRole('button', { name: 'Reset phone number' }));
      act(() => vi.advanceTimersByTime(31_000));
      await user.click(screen.getByRole('button', { name: 'Register / Login' }));
      await screen.findByRole('group', { name: 'Verification code' });
      expect(api.sendSms).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('resend: success toasts "otp code sent.", failure falls back to "Failed to login"', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const api = fakeApi();
      renderLogin(api);
      await sendCode(user);
      act(() => vi.advanceTimersByTime(31_000));
      await user.click(screen.getByRole('button', { name: 'Send code' }));
      expect(api.sendSms).toHaveBeenCalledTimes(2);
      expect(await screen.findByRole('button', { name: /Resend Code/ })).toBeDisabled();
      expect(toastStore.getSnapshot().at(-1)).toMatchObject({ message: 'otp code sent.' });

      vi.mocked(api.sendSms).mockRejectedValueOnce(new Error('offline'));
      act(() => vi.advanceTimersByTime(31_000));
      await user.click(screen.getByRole('button', { name: 'Send code' }));
      await vi.waitFor(() =>
        expect(toastStore.getSnapshot().at(-1)).toMatchObject({
          message: 'Failed to login',
          tone: 'error',
        }),
      );
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('after sign-in', () => {
  it('stores the session and goes to KYC for an unverified player', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    const { router } = renderLogin(api);
    await sendCode(user);
    await typeCode(user, '123456');
    expect(await screen.findByTestId('where')).toHaveTextContent('/s-kyc');
    expect(getSession()).toEqual(SESSION);
    expect(api.memberDetail).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/s-kyc');
  });

  it('goes back to the origin for a fully verified player', async () => {
    const user = userEvent.setup();
    setLoginOrigin('/s-game/category/3', '?sort=Popular');
    const api = fakeApi({ memberDetail: vi.fn(async () => ({ kyc_status: 5 }) as Profile) });
    renderLogin(api);
    await sendCode(user);
    await typeCode(user, '123456');
    expect(await screen.findByTestId('where')).toHaveTextContent('/s-game/category/3?sort=Popular');
  });

  it('resumes a pending game launch', async () => {
    const user = userEvent.setup();
    setPendingAction({ type: 'launch-game', code: 'slot-007', at: Date.now() });
    renderLogin(fakeApi({ memberDetail: vi.fn(async () => ({ kyc_status: 4 }) as Profile) }));
    await sendCode(user);
    await typeCode(user, '123456');
    expect(await screen.findByTestId('where')).toHaveTextContent('/s-game-page/slot-007');
  });

  it('runs afterLogin where it lands: a new player resuming a screen is told of the deadline', async () => {
    const user = userEvent.setup();
    setPendingAction({ type: 'open-page', href: '/points', at: Date.now() });
    renderLogin(fakeApi());
    await sendCode(user);
    await typeCode(user, '123456');
    expect(await screen.findByTestId('where')).toHaveTextContent('/points');
    const reminder = await screen.findByRole('dialog', { name: 'Your account will be restricted' });
    // 'Okay' goes to KYC; the player may also put it off.
    await user.click(within(reminder).getByRole('button', { name: 'Okay' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/s-kyc');
  });

  it('afterLogin stays quiet on KYC, where a new player lands without a pending action', async () => {
    const user = userEvent.setup();
    renderLogin(fakeApi());
    await sendCode(user);
    await typeCode(user, '123456');
    expect(await screen.findByTestId('where')).toHaveTextContent('/s-kyc');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('login-password', () => {
  it('signs in with phone and password', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ memberDetail: vi.fn(async () => ({ kyc_status: 2 }) as Profile) });
    renderLogin(api, '/loginPassword');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '9171234567');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
    expect(api.passwordLogin).toHaveBeenCalledWith({
      phone: '9171234567',
      country_code: '63',
      password: 'demo1234',
    });
  });

  it('shows the server message, "Failed to login", or the no-token message', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      passwordLogin: vi
        .fn()
        .mockRejectedValueOnce(new AppError('ERR_BUSINESS', 'Invalid phone number or password'))
        .mockRejectedValueOnce(new TypeError('x'))
        .mockResolvedValueOnce({ token: '' }),
    });
    renderLogin(api, '/loginPassword');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '9171234567');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    const login = screen.getByRole('button', { name: 'Login' });
    await user.click(login);
    expect(await screen.findByText('Invalid phone number or password')).toBeInTheDocument();
    await user.click(login);
    expect(await screen.findByText('Failed to login')).toBeInTheDocument();
    await user.click(login);
    expect(await screen.findByText('Failed to login with password')).toBeInTheDocument();
  });
});
