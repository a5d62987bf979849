import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError, type FinanceAccount, type KycRecord } from '@pisoplay/contract';
import { clearSession, setSession } from '@/shared/session/session-store';
import { renderScreen } from '@/testing/render-screen';
import type { FakeCalls } from '@/testing/fake-api';
import { AddAccountScreen } from '../components/add-account-screen';
import { WithdrawAccountsScreen } from '../components/withdraw-accounts-screen';
import { SESSION, account, channel } from './fixtures';

const CHANNELS = [
  channel({ id: 2001, name: 'GCash', flag: 2 }),
  channel({ id: 2002, name: 'Maya', flag: 2 }),
  channel({ id: 2101, name: 'BDO', flag: 1 }),
];
const KYC = { status: 'fully_kyc', first_name: 'Juan', middle_name: 'Santos', last_name: 'Cruz' };

function renderAdd(handlers: Partial<FakeCalls>) {
  return renderScreen(
    <AddAccountScreen />,
    {
      channelList: async () => CHANNELS,
      accountList: async () => [account()],
      kycDetail: async () => KYC as KycRecord,
      ...handlers,
    },
    {
      at: '/withdraw-accounts/add',
      path: '/withdraw-accounts/add',
      routes: [{ path: '/withdraw-accounts', element: <h1>Accounts page</h1> }],
    },
  );
}

describe('adding a withdrawal account', () => {
  beforeEach(() => setSession(SESSION));
  afterEach(() => clearSession());

  it('groups the types, marks a type in use as Exists and blocks it', async () => {
    renderAdd({});
    await userEvent.click(await screen.findByRole('button', { name: /Account type/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Choose account type' });
    const wallets = within(sheet).getByRole('radiogroup', { name: 'E-wallets' });
    const banks = within(sheet).getByRole('radiogroup', { name: 'Banks' });
    expect(within(banks).getByRole('radio', { name: 'BDO' })).toBeEnabled();
    const gcash = within(wallets).getByRole('radio', { name: /^GCash/ });
    expect(gcash).toHaveTextContent('Exists');
    expect(gcash).toBeDisabled();
    expect(within(wallets).getByRole('radio', { name: 'Maya' })).not.toHaveTextContent('Exists');
    await userEvent.click(within(wallets).getByRole('radio', { name: 'Maya' }));
    expect(await screen.findByRole('button', { name: 'Account type: Maya' })).toBeInTheDocument();
  });

  it('starts from the verified KYC names and sends the account', async () => {
    const accountInsert = vi.fn(async () => account({ id: 20, channel_name: 'BDO' }));
    const { router } = renderAdd({ accountInsert });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Juan'),
    );
    expect(screen.getByRole('textbox', { name: 'Middle name' })).toHaveValue('Santos');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('Cruz');

    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Account type is required')).toBeInTheDocument();
    expect(screen.getByText('Account is required')).toBeInTheDocument();
    expect(accountInsert).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: /Account type/ }));
    await userEvent.click(await screen.findByRole('radio', { name: 'BDO' }));
    // The sheet closes and gives focus back to the type button before the player types on.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.type(screen.getByRole('textbox', { name: 'Account number' }), '0012 3456 7890');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/withdraw-accounts'));
    expect(accountInsert).toHaveBeenCalledWith({
      account: '001234567890',
      channel_name: 'BDO',
      first_name: 'Juan',
      middle_name: 'Santos',
      last_name: 'Cruz',
    });
  });

  it('shows a refusal as an error toast and stays', async () => {
    const { router } = renderAdd({
      accountInsert: async () => {
        throw new AppError('ERR_BUSINESS', 'The names must match your verified KYC names');
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: /Account type/ }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Maya' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.type(screen.getByRole('textbox', { name: 'Account number' }), '09181234567');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('The names must match your verified KYC names'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/withdraw-accounts/add');
  });

  it('blocks a fourth account', async () => {
    renderAdd({
      accountList: async () => [
        account(),
        account({ id: 2, channel_name: 'Maya' }),
        account({ id: 3, channel_name: 'BDO' }),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You already have three withdrawal accounts.',
    );
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });
});

describe('the withdrawal accounts page', () => {
  beforeEach(() => setSession(SESSION));
  afterEach(() => clearSession());

  it('deletes an account after the player confirms', async () => {
    let accounts: FinanceAccount[] = [account(), account({ id: 12, channel_name: 'BDO' })];
    const accountDelete = vi.fn<FakeCalls['accountDelete']>(async ({ id }) => {
      accounts = accounts.filter((a) => a.id !== Number(id));
      return true;
    });
    renderScreen(<WithdrawAccountsScreen />, {
      accountList: async () => accounts,
      channelList: async () => CHANNELS,
      accountDelete,
    });
    const list = await screen.findByRole('list', { name: 'Withdrawal Accounts' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Delete BDO account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(accountDelete).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete BDO account' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete this account?' })).getByRole(
        'button',
        { name: 'Delete' },
      ),
    );
    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
    expect(accountDelete).toHaveBeenCalledWith({ id: 12 });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Add Account' })).toHaveAttribute(
      'href',
      '/withdraw-accounts/add',
    );
  });
});
