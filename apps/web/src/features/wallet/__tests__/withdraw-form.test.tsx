import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError, type WithdrawItem } from '@pisoplay/contract';
import { clearSession, setSession } from '@/shared/session/session-store';
import { renderScreen } from '@/testing/render-screen';
import type { FakeCalls } from '@/testing/fake-api';
import { WithdrawForm } from '../components/withdraw-form';
import { SESSION, account, channel, wallet } from './fixtures';

const CHANNELS = [
  channel({ id: 2001, name: 'GCash', min_amount: '100.00', max_amount: '20000.00' }),
  channel({ id: 2101, name: 'BDO', flag: 1, min_amount: '500.00', max_amount: '100000.00' }),
];

function renderWithdraw(handlers: Partial<FakeCalls>) {
  const onDone = vi.fn();
  const rendered = renderScreen(
    <WithdrawForm onDone={onDone} />,
    {
      wallet: async () => wallet(),
      channelList: async () => CHANNELS,
      accountList: async () => [
        account(),
        account({ id: 12, channel_name: 'BDO', account: '001234567890' }),
        account({ id: 13, channel_name: 'Maya', status: 2 }),
      ],
      ...handlers,
    },
    { routes: [{ path: '/withdraw-accounts/add', element: <h1>Add page</h1> }] },
  );
  return { onDone, ...rendered };
}

const amountBox = () => screen.getByRole('textbox', { name: 'Amount' });
const submit = () => screen.getByRole('button', { name: 'Withdraw' });

describe('the withdraw sheet', () => {
  beforeEach(() => setSession(SESSION));
  afterEach(() => clearSession());

  it('shows the balance and withdrawable, and lists only active accounts, masked', async () => {
    renderWithdraw({});
    const accounts = await screen.findByRole('radiogroup', { name: 'Withdrawal account' });
    expect([...accounts.querySelectorAll('[role=radio]')].map((r) => r.textContent)).toEqual([
      'GCash0917****567',
      'BDO0012****890',
    ]);
    expect(screen.getByText('Balance').nextSibling).toHaveTextContent('₱ 1,250.75');
    expect(screen.getByText('Withdrawable').nextSibling).toHaveTextContent('₱ 1,250.75');
    expect(screen.queryByText('Wagering still needed')).not.toBeInTheDocument();
  });

  it('checks the amount against the selected account channel’s limits', async () => {
    renderWithdraw({});
    await screen.findByRole('radiogroup', { name: 'Withdrawal account' });
    expect(submit()).toBeDisabled();
    await userEvent.type(amountBox(), '50');
    expect(screen.getByRole('alert')).toHaveTextContent('Minimum value is 100');
    expect(submit()).toBeDisabled();
    await userEvent.clear(amountBox());
    expect(screen.getByRole('alert')).toHaveTextContent('Amount is required');
    await userEvent.type(amountBox(), '1234567890');
    expect(amountBox()).toHaveValue('123456789');
    expect(screen.getByRole('alert')).toHaveTextContent('Maximum value is 20000');
    await userEvent.clear(amountBox());
    await userEvent.type(amountBox(), '300');
    expect(submit()).toBeEnabled();
    await userEvent.click(screen.getByRole('radio', { name: /BDO/ }));
    expect(screen.getByRole('alert')).toHaveTextContent('Minimum value is 500');
    expect(submit()).toBeDisabled();
  });

  it('Withdraw All fills the withdrawable balance in whole pesos and shows the wagering left', async () => {
    renderWithdraw({
      wallet: async () =>
        wallet({ balance: '3000.00', withdrawable: '1250.75', wagering_remaining: '1749.25' }),
    });
    await screen.findByRole('radiogroup', { name: 'Withdrawal account' });
    expect(screen.getByText('Wagering still needed').nextSibling).toHaveTextContent('₱ 1,749.25');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw All' }));
    expect(amountBox()).toHaveValue('1250');
    expect(submit()).toBeEnabled();
  });

  it('sends the account, amount and an attempt key; success says so and re-reads the wallet', async () => {
    const withdraw = vi.fn(async (): Promise<WithdrawItem> => ({
      id: 9,
      channel_name: 'GCash',
      created_at: new Date().toISOString(),
      amount: '300.00',
      status: 'under_review',
    }));
    const walletCall = vi.fn(async () => wallet());
    const { onDone, queryClient } = renderWithdraw({ withdraw, wallet: walletCall });
    await screen.findByRole('radiogroup', { name: 'Withdrawal account' });
    await userEvent.type(amountBox(), '300');
    await userEvent.click(submit());
    expect(await screen.findByText('success!')).toBeInTheDocument();
    expect(withdraw).toHaveBeenCalledWith({
      account_id: 11,
      amount: '300',
      idempotency_key: expect.stringMatching(/^[A-Za-z0-9-]{36}$/),
    });
    expect(onDone).toHaveBeenCalled();
    await waitFor(() => expect(walletCall).toHaveBeenCalledTimes(2));
    expect(queryClient.getQueryState(['wallet', SESSION.token])?.isInvalidated).toBe(false);
  });

  it('shows a refusal as an error toast and keeps the sheet', async () => {
    const { onDone } = renderWithdraw({
      withdraw: async () => {
        throw new AppError('ERR_BUSINESS', 'Insufficient withdrawable balance');
      },
    });
    await screen.findByRole('radiogroup', { name: 'Withdrawal account' });
    await userEvent.type(amountBox(), '300');
    await userEvent.click(submit());
    expect(await screen.findByText('Insufficient withdrawable balance')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('offers to add an account when there is none', async () => {
    const { router } = renderWithdraw({ accountList: async () => [] });
    const add = await screen.findByRole('button', { name: 'Add Account' });
    expect(screen.getByText('Add a withdrawal account to withdraw.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    await userEvent.click(add);
    expect(router.state.location.pathname).toBe('/withdraw-accounts/add');
  });
});
