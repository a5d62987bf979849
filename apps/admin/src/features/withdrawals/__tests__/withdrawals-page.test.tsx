import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminWithdrawItem, Paged } from '@pisoplay/contract';
import { approvalOf } from '@/testing/operator-fixtures';
import { renderPage, signInAs } from '@/testing/render-page';
import { WithdrawalsPage } from '../components/withdrawals-page';

const order = (id: number, amount: string): AdminWithdrawItem => ({
  id,
  channel_name: 'GCash',
  created_at: '2026-01-05T02:00:00Z',
  amount,
  status: 'under_review',
  uid: 40 + id,
  username: `player${id}`,
  account: '09171234567',
  reason: '',
  payout_started_at: null,
  flagged_at: null,
});
const paged = <T,>(d: T[]): Paged<T> => ({ d, t: d.length, s: 1 });

const approval = approvalOf({
  id: 9,
  action: 'withdraw.approve',
  summary: 'Pay out withdrawal 2 of ₱60000.00 to player 42',
  target_uid: 42,
  reason: '',
});

describe('withdrawals', () => {
  it('sums what waits, and a large approval is held for a second operator', async () => {
    signInAs('finance');
    const adminWithdrawReview = vi.fn(async () => ({ approval }));
    renderPage(<WithdrawalsPage />, {
      adminWithdrawList: async ({ status }) =>
        status === 'under_review' ? paged([order(1, '1500.50'), order(2, '60000.00')]) : paged([]),
      adminWithdrawReview,
    });
    const total = await screen.findByText('₱61,500.50');
    expect(total.closest('div')).toHaveTextContent('Total waiting');
    const table = await screen.findByRole('table', { name: 'Withdrawals: Under review' });
    const row = within(table).getByRole('row', { name: /player2/ });
    expect(within(row).getByText('₱60,000.00')).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Approve W2' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve withdrawal' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Checked the account name');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Sent for a second approval')).toBeInTheDocument();
    expect(screen.getByText(/request #9/)).toBeInTheDocument();
    expect(adminWithdrawReview).toHaveBeenCalledWith({
      id: 2,
      decision: 'approve',
      reason: 'Checked the account name',
    });
  });

  it('a rejection needs a reason (the contract’s rule)', async () => {
    signInAs('finance');
    const adminWithdrawReview = vi.fn();
    renderPage(<WithdrawalsPage />, {
      adminWithdrawList: async () => paged([order(1, '1500.50')]),
      adminWithdrawReview,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject W1' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject withdrawal' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('A reason is required')).toBeInTheDocument();
    expect(adminWithdrawReview).not.toHaveBeenCalled();
  });

  it('shows the server’s flag on a payout to reconcile, and counts the flagged ones', async () => {
    signInAs('finance');
    const paying = (id: number, flagged_at: string | null): AdminWithdrawItem => ({
      ...order(id, '500.00'),
      status: 'paying',
      payout_started_at: '2026-01-05T02:01:00Z',
      flagged_at,
    });
    renderPage(<WithdrawalsPage />, {
      adminWithdrawList: async ({ status }) =>
        status === 'paying'
          ? paged([paying(1, '2026-01-05T02:31:00Z'), paying(2, null), paying(3, null)])
          : paged([]),
    });
    expect(await screen.findByText('1 needs reconciling')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Show ?paying/ }));
    const table = await screen.findByRole('table', { name: 'Withdrawals: Paying' });
    const flagged = within(table).getByRole('row', { name: /player1/ });
    expect(within(flagged).getByText(/^Needs reconciling since /)).toBeInTheDocument();
    const fresh = within(table).getByRole('row', { name: /player2/ });
    expect(within(fresh).queryByText(/Needs reconciling/)).not.toBeInTheDocument();
  });

  it('a role that may only read sees no decisions', async () => {
    signInAs('risk');
    renderPage(<WithdrawalsPage />, { adminWithdrawList: async () => paged([order(1, '10.00')]) });
    expect(await screen.findAllByText('player1')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
  });
});
