import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppError, type AdminLoginStep, type AdminSignedIn } from '@pisoplay/contract';
import { SignInPage } from '@/features/sign-in/components/sign-in-page';
import { paths } from '@/shared/config/paths';
import {
  SESSION_ENDED_MESSAGE,
  clearOperatorSession,
  getOperatorSession,
} from '@/shared/session/session-store';
import { operator, renderPage } from '@/testing/render-page';
import type { FakeCalls } from '@/testing/fake-api';
import { SignedOutOnly } from '../routes/guards';

const session = { token: 'tok-1', secret: 'sec-1', expires_at: '2030-01-01T00:00:00Z' };
const signedIn: AdminSignedIn = { session, operator: operator('compliance', 'maria') };

/** The sign-in page as the router has it: a signed-in operator goes on to the overview. */
function renderSignIn(handlers: Partial<FakeCalls>) {
  return renderPage(
    <SignedOutOnly>
      <SignInPage />
    </SignedOutOnly>,
    handlers,
    {
      at: paths.signIn.getHref(),
      path: paths.signIn.path,
      routes: [{ path: '/', element: <h1>Overview</h1> }],
    },
  );
}

async function typePassword(username = 'maria', password = 'secret-password') {
  await userEvent.type(screen.getByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('sign-in', () => {
  it('signs in with the password alone when no second factor is asked for', async () => {
    const adminLogin = vi.fn(async (): Promise<AdminLoginStep> => ({
      step: 'session',
      ...signedIn,
    }));
    renderSignIn({ adminLogin });
    await typePassword();
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(adminLogin).toHaveBeenCalledWith({ username: 'maria', password: 'secret-password' });
    expect(getOperatorSession()).toEqual(signedIn);
  });

  it('checks the fields with the contract’s rules before calling', async () => {
    const adminLogin = vi.fn();
    renderSignIn({ adminLogin });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(adminLogin).not.toHaveBeenCalled();
  });

  it('shows the server’s message for a wrong password', async () => {
    renderSignIn({
      adminLogin: async () => {
        throw new AppError('ERR_BUSINESS', 'Invalid username or password');
      },
    });
    await typePassword();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(getOperatorSession()).toBeNull();
  });

  it('asks for the authenticator’s code after the password', async () => {
    const adminLoginTotp = vi.fn(async () => signedIn);
    renderSignIn({
      adminLogin: async () => ({ step: 'totp', ticket: 'ticket-1' }),
      adminLoginTotp,
    });
    await typePassword();
    expect(
      await screen.findByRole('heading', { name: 'Two-step verification' }),
    ).toBeInTheDocument();
    const code = screen.getByLabelText('Authentication code');
    await userEvent.type(code, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('Enter the 6-digit code from your authenticator app'),
    ).toBeInTheDocument();
    expect(adminLoginTotp).not.toHaveBeenCalled();

    await userEvent.type(code, '6');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(adminLoginTotp).toHaveBeenCalledWith({ ticket: 'ticket-1', code: '123456' });
  });

  it('a wrong code: the server’s message, the code field emptied for another try', async () => {
    renderSignIn({
      adminLogin: async () => ({ step: 'totp', ticket: 'ticket-1' }),
      adminLoginTotp: async () => {
        throw new AppError('ERR_BUSINESS', 'Invalid code');
      },
    });
    await typePassword();
    await userEvent.type(await screen.findByLabelText('Authentication code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code');
    expect(screen.getByLabelText('Authentication code')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Back to password' }));
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('enrols a new operator: the QR code and the secret to type, then the first code', async () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DP';
    const adminLoginTotp = vi.fn(async () => signedIn);
    renderSignIn({
      adminLogin: async () => ({
        step: 'enrol',
        ticket: 'ticket-2',
        totp_secret: secret,
        otpauth_url: `otpauth://totp/PisoPlay:maria?secret=${secret}&issuer=PisoPlay`,
      }),
      adminLoginTotp,
    });
    await typePassword();
    expect(
      await screen.findByRole('heading', { name: 'Set up your authenticator' }),
    ).toBeInTheDocument();
    const qr = await screen.findByRole('img', {
      name: 'QR code of your new authenticator secret',
    });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Authentication code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(adminLoginTotp).toHaveBeenCalledWith({ ticket: 'ticket-2', code: '654321' });
  });

  it('says why after the server ended the session', async () => {
    clearOperatorSession(SESSION_ENDED_MESSAGE);
    renderSignIn({});
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your session ended. Please sign in again.',
    );
    await waitFor(() => expect(getOperatorSession()).toBeNull());
  });
});
