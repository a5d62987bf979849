import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@pisoplay/contract';
import { ApiClientContext } from '@/shared/api/api-context';
import type { CodeTarget } from '@/shared/otp/code-target';
import { fakeApiCall, type FakeCalls } from '@/testing/fake-api';
import { ForgotCode } from '../components/forgot-code';
import { forgotStorage } from '../lib/forgot-storage';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderStep(
  checkResetCode: FakeCalls['checkResetCode'],
  to: CodeTarget = { countryCode: '63', phone: '9171234567' },
  sendResetEmail?: FakeCalls['sendResetEmail'],
) {
  forgotStorage.set({ to, otpId: 'otp-9', resendAt: 0 });
  const router = createMemoryRouter(
    [
      { path: '/forgetPassword/verify/verify', element: <ForgotCode /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/forgetPassword/verify/verify'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ApiClientContext.Provider value={fakeApiCall({ checkResetCode, sendResetEmail })}>
        <RouterProvider router={router} />
      </ApiClientContext.Provider>
    </QueryClientProvider>,
  );
}

async function typeCode(code: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
  await user.keyboard(code);
}

afterEach(() => forgotStorage.clear());

describe('forgot password: enter the code', () => {
  it('moves to the new password only after the server accepts the code', async () => {
    const check = vi.fn<FakeCalls['checkResetCode']>(async () => true);
    renderStep(check);
    await typeCode('123456');
    expect(await screen.findByTestId('where')).toHaveTextContent(
      '/forgetPassword/verify/verifypassword',
    );
    expect(check.mock.calls[0]?.[0]).toEqual({ otp_id: 'otp-9', code: '123456' });
    expect(forgotStorage.get()?.code).toBe('123456');
  });

  it('clears a wrong code and shows the server message', async () => {
    renderStep(
      vi.fn(async () => {
        throw new AppError('ERR_BUSINESS', 'Invalid code');
      }),
    );
    await typeCode('000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code');
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('');
    expect(screen.queryByTestId('where')).toBeNull();
    expect(forgotStorage.get()?.code).toBeUndefined();
  });

  it('says where an email code went, and sends a new one to the address', async () => {
    const sendResetEmail = vi.fn<FakeCalls['sendResetEmail']>(async () => ({
      id: 'otp-10',
      codeLength: 6,
      resendAt: 0,
    }));
    renderStep(
      vi.fn(async () => true),
      { email: 'ana@example.ph' },
      sendResetEmail,
    );
    expect(
      screen.getByText('If it is the verified email of an account, a 6-digit code was sent to'),
    ).toBeVisible();
    expect(screen.getByText('ana@example.ph')).toBeVisible();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Send code' }));
    expect(sendResetEmail).toHaveBeenCalledWith({ email: 'ana@example.ph' });
    await vi.waitFor(() => expect(forgotStorage.get()?.otpId).toBe('otp-10'));
    expect(forgotStorage.get()?.to).toEqual({ email: 'ana@example.ph' });
  });
});
