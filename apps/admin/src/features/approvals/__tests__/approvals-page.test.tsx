import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Paged } from '@pisoplay/contract';
import { approvalOf, shownCodes } from '@/testing/operator-fixtures';
import { renderPage, signInAs } from '@/testing/render-page';
import { ApprovalsPage } from '../components/approvals-page';

const batch = approvalOf();
const paged = <T,>(d: T[]): Paged<T> => ({ d, t: d.length, s: 1 });

describe('approvals', () => {
  it('shows the approver a voucher batch’s codes, once', async () => {
    signInAs('finance', 'finance2');
    const codes = ['AB12-CD34-EF56', 'GH78-JK90-LM12'];
    const adminApprovalDecide = vi.fn(async () => ({
      ...batch,
      state: 'approved' as const,
      decided_by: 'finance2',
      result: { codes },
    }));
    renderPage(<ApprovalsPage />, {
      adminApprovalList: async ({ state }) => paged(state === 'pending' ? [batch] : []),
      adminApprovalDecide,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve request 31' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve request' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Checked the campaign');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await shownCodes('Voucher codes of request #31')).toEqual(codes);
    expect(screen.getByText(/Shown this once/)).toBeInTheDocument();
    expect(adminApprovalDecide).toHaveBeenCalledWith({
      id: 31,
      decision: 'approve',
      reason: 'Checked the campaign',
    });
  });
});
