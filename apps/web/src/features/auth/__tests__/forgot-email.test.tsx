import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@pisoplay/contract';
import { ApiClientContext } from '@/shared/api/api-context';
import { fakeApiCall, type FakeCalls } from '@/testing/fake-api';
import { ForgotEmail } from '../components/forgot-email';
import { forgotStorage } from '../lib/forgot-storage';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderScreen(sendResetEmail: FakeCalls['sendResetEmail']) {
  const router = createMemoryRouter(
    [
      { path: '/forgetPassword/verify/email', element: <ForgotEmail /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/forgetPassword/verify/email'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ApiClientContext.Provider value={fakeApiCall({ sendResetEmail })}>
        <RouterProvider router={router} />
      </ApiClientContext.Provider>
    </QueryClientProvider>,
  );
}

afterEach(() => forgotStorage.clear());

describe('forgot password: enter email address', () => {
  it('sends a reset code to the address and goes on to the code', async () => {
    const send = vi.fn<FakeCalls['sendResetEmail']>(async () => ({
      id: 'otp-1',
      codeLength: 6,
      resendAt: 0,
    }));
    renderScreen(send);
    expect(screen.getByRole('heading', { level: 1, name: 'Enter Email Address' })).toBeVisible();
    expect(screen.queryByText(/not available yet/)).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'ana@example.ph');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/forgetPassword/verify/verify');
    expect(send).toHaveBeenCalledWith({ email: 'ana@example.ph' });
    expect(forgotStorage.get()).toMatchObject({ to: { email: 'ana@example.ph' }, otpId: 'otp-1' });
  });

  it('checks the address with the spec messages before sending', async () => {
    const send = vi.fn<FakeCalls['sendResetEmail']>();
    renderScreen(send);
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: 'Email address' });
    await user.type(field, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Email Address Error')).toBeVisible();
    await user.clear(field);
    expect(await screen.findByText('Email Address is required')).toBeVisible();
    expect(send).not.toHaveBeenCalled();
  });

  it('shows a refusal such as the resend wait on the field', async () => {
    renderScreen(
      vi.fn(async () => {
        throw new AppError('ERR_BUSINESS', 'Please wait 12 seconds before requesting a new code');
      }),
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'ana@example.ph');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText('Please wait 12 seconds before requesting a new code'),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.queryByTestId('where')).toBeNull();
  });
});
