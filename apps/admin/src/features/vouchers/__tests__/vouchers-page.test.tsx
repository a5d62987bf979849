import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '@pisoplay/contract';
import { approvalOf, shownCodes } from '@/testing/operator-fixtures';
import { renderPage, signInAs } from '@/testing/render-page';
import { VouchersPage } from '../components/vouchers-page';

const held = approvalOf({ summary: '5 voucher codes of ₱100' });

const openCreate = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Create vouchers' }));
  return screen.getByRole('dialog', { name: 'Create vouchers' });
};

describe('the vouchers page', () => {
  it('creates a batch with a reason: held for a second operator, the server’s refusal shown', async () => {
    signInAs('finance');
    const adminVoucherCreate = vi
      .fn()
      .mockRejectedValueOnce(new AppError('ERR_BUSINESS', 'Too many vouchers today'))
      .mockResolvedValueOnce({ approval: held });
    renderPage(<VouchersPage />, { adminVoucherCreate });
    const dialog = await openCreate();
    await userEvent.type(within(dialog).getByLabelText('Amount each (whole ₱)'), '100');
    await userEvent.clear(within(dialog).getByLabelText('Number of codes'));
    await userEvent.type(within(dialog).getByLabelText('Number of codes'), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('A reason is required')).toBeInTheDocument();
    expect(adminVoucherCreate).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Mall promotion');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many vouchers today');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Sent for a second approval')).toBeInTheDocument();
    expect(screen.getByText(/5 voucher codes of ₱100.*request #31/)).toBeInTheDocument();
    expect(adminVoucherCreate).toHaveBeenLastCalledWith({
      amount: 100,
      count: 5,
      reason: 'Mall promotion',
    });
  });

  it('shows codes made at once in a list to copy, said to be shown once', async () => {
    signInAs('finance');
    const user = userEvent.setup();
    const codes = ['AB12-CD34-EF56', 'GH78-JK90-LM12'];
    renderPage(<VouchersPage />, { adminVoucherCreate: async () => ({ codes }) });
    await user.click(await screen.findByRole('button', { name: 'Create vouchers' }));
    const dialog = screen.getByRole('dialog', { name: 'Create vouchers' });
    await user.type(within(dialog).getByLabelText('Amount each (whole ₱)'), '50');
    await user.type(within(dialog).getByLabelText('Reason'), 'Raffle prizes');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await shownCodes('New voucher codes')).toEqual(codes);
    expect(screen.getByText(/Shown this once/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy all' }));
    expect(await screen.findByText(/Copied to the clipboard/)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(codes.join('\n'));
  });

  it('offers no batch to a role that may not create vouchers', async () => {
    signInAs('risk');
    renderPage(<VouchersPage />, {});
    expect(await screen.findByRole('heading', { name: 'Vouchers' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create vouchers' })).not.toBeInTheDocument();
  });
});
