import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession, setSession } from '@/shared/session/session-store';
import { closeMoneySheet, showMoneySheet } from '@/shared/wallet/money-sheet-store';
import { switchToFilipino } from '@/testing/language';
import { renderScreen } from '@/testing/render-screen';
import { MoneySheets } from '../components/money-sheets';
import { WithdrawAccountsScreen } from '../components/withdraw-accounts-screen';
import { SESSION, account, channel, wallet } from './fixtures';

describe('the money sheets in Filipino', () => {
  beforeEach(() => setSession(SESSION));
  afterEach(() => {
    closeMoneySheet();
    clearSession();
  });

  it('shows the deposit sheet’s every word from the catalogue, pesos as en-US', async () => {
    await switchToFilipino();
    showMoneySheet('deposit');
    renderScreen(<MoneySheets />, {
      channelList: async () => [channel({ amount_limit: ['100.00', '1000.00'] })],
    });
    const sheet = await screen.findByRole('dialog', { name: 'Mag-deposit' });
    await within(sheet).findByRole('radiogroup', { name: 'Paraan ng pagbayad' });
    const quick = within(sheet).getByRole('group', { name: 'Mabilisang halaga' });
    expect(within(quick).getByRole('button', { name: '1,000' })).toBeInTheDocument();
    const amount = within(sheet).getByRole('textbox', { name: 'Halaga' });
    expect(amount).toHaveAttribute('placeholder', 'Ilagay ang halaga: 100-50000');
    expect(within(sheet).getByRole('button', { name: 'Mag-deposit' })).toBeDisabled();
    expect(
      within(sheet).getByText('Ang bawat deposit ay mula 100 hanggang 50,000 piso.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Deposit minimum/)).not.toBeInTheDocument();
  });

  it('shows the withdraw sheet and the accounts page in Filipino', async () => {
    await switchToFilipino();
    showMoneySheet('withdraw');
    renderScreen(
      <>
        <MoneySheets />
        <WithdrawAccountsScreen />
      </>,
      {
        accountList: async () => [account()],
        channelList: async () => [channel()],
        wallet: async () => wallet(),
      },
    );
    const sheet = await screen.findByRole('dialog', { name: 'Mag-withdraw' });
    expect(await within(sheet).findByText('Puwedeng i-withdraw')).toBeInTheDocument();
    expect(
      within(sheet).getByText('Kadalasang natatanggap ang withdrawal sa loob ng 5 minuto.'),
    ).toBeInTheDocument();
    await userEvent.type(within(sheet).getByRole('textbox', { name: 'Halaga' }), '5');
    expect(within(sheet).getByRole('button', { name: 'Mag-withdraw' })).toBeDisabled();
    expect(
      screen.getByText('Puwede kang magkaroon ng hanggang tatlong withdrawal account.'),
    ).toBeInTheDocument();
  });
});
