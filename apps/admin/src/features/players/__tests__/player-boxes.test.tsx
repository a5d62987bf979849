import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '@pisoplay/contract';
import { renderPage, signInAs } from '@/testing/render-page';
import { PlayerPage } from '../components/player-page';
import { AT_PLAYER, detail } from './player-fixtures';

describe('issuing mystery boxes from the player page', () => {
  it('issues 1 to 10 boxes with a reason, and shows the server’s refusal', async () => {
    signInAs('finance');
    const adminBoxIssue = vi
      .fn()
      .mockRejectedValueOnce(new AppError('ERR_BUSINESS', 'No such player'))
      .mockResolvedValueOnce({ box_ids: [7, 8, 9] });
    renderPage(<PlayerPage />, { adminMemberDetail: async () => detail, adminBoxIssue }, AT_PLAYER);

    await userEvent.click(await screen.findByRole('button', { name: 'Issue mystery boxes' }));
    const dialog = screen.getByRole('dialog', { name: 'Issue mystery boxes' });
    expect(dialog).toHaveTextContent('juan42 (uid 42)');
    await userEvent.clear(within(dialog).getByLabelText('Boxes (1 to 10)'));
    await userEvent.type(within(dialog).getByLabelText('Boxes (1 to 10)'), '11');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Apology for the outage');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Issue' }));
    expect(
      await within(dialog).findByText('Expected a whole number from 1 to 10'),
    ).toBeInTheDocument();
    expect(adminBoxIssue).not.toHaveBeenCalled();

    await userEvent.clear(within(dialog).getByLabelText('Boxes (1 to 10)'));
    await userEvent.type(within(dialog).getByLabelText('Boxes (1 to 10)'), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Issue' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No such player');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Issue' }));
    expect(await screen.findByText('3 mystery boxes issued (#7, #8, #9).')).toBeInTheDocument();
    expect(adminBoxIssue).toHaveBeenLastCalledWith({
      uid: 42,
      count: 3,
      reason: 'Apology for the outage',
    });
  });

  it('is not offered to a role that may not issue boxes', async () => {
    signInAs('compliance');
    renderPage(<PlayerPage />, { adminMemberDetail: async () => detail }, AT_PLAYER);
    expect(await screen.findByRole('heading', { name: 'juan42' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Block or change status/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Issue mystery boxes' })).not.toBeInTheDocument();
  });
});
