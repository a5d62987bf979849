import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppError, RG_MESSAGES, type AdminRgStatus } from '@pisoplay/contract';
import { renderPage, signInAs } from '@/testing/render-page';
import { PlayerPage } from '../components/player-page';
import { AT_PLAYER, detail, rgStatus } from './player-fixtures';

const openRestrictions = async () => {
  await userEvent.click(await screen.findByRole('tab', { name: 'Restrictions' }));
  return screen.findByRole('table', { name: "The player's limits" });
};

describe('the Restrictions tab’s decisions', () => {
  it('sets a lower limit with a reason, shows the server’s refusal, then reloads the tab', async () => {
    signInAs('compliance');
    let limit = '1000.00';
    const adminMemberRg = vi.fn(async () => rgStatus(limit));
    const adminMemberRgSave = vi
      .fn()
      .mockRejectedValueOnce(new AppError('ERR_BUSINESS', RG_MESSAGES.operatorLooser))
      .mockImplementationOnce(async (): Promise<AdminRgStatus> => {
        limit = '500.00';
        return rgStatus(limit);
      });
    renderPage(
      <PlayerPage />,
      { adminMemberDetail: async () => detail, adminMemberRg, adminMemberRgSave },
      AT_PLAYER,
    );
    const limits = await openRestrictions();
    expect(within(limits).getByRole('row', { name: /Daily deposit limit/ })).toHaveTextContent(
      '₱1,000.00',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Set a limit' }));
    const dialog = screen.getByRole('dialog', { name: 'Set a limit' });
    expect(dialog).toHaveTextContent('An operator can only make restrictions stricter');
    expect(within(dialog).getByLabelText('New limit (whole pesos)')).toHaveAccessibleDescription(
      /Now: ₱1,000\.00/,
    );
    await userEvent.selectOptions(within(dialog).getByLabelText('Limit'), 'Daily deposit limit');
    await userEvent.type(within(dialog).getByLabelText('New limit (whole pesos)'), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set limit' }));
    expect(await within(dialog).findByText(RG_MESSAGES.moneyLimitRange)).toBeInTheDocument();
    expect(within(dialog).getByText('A reason is required')).toBeInTheDocument();
    expect(adminMemberRgSave).not.toHaveBeenCalled();

    await userEvent.clear(within(dialog).getByLabelText('New limit (whole pesos)'));
    await userEvent.type(within(dialog).getByLabelText('New limit (whole pesos)'), '500');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Asked by the family');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set limit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(RG_MESSAGES.operatorLooser);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Set limit' }));
    expect(await screen.findByText('Daily deposit limit set to ₱500.00.')).toBeInTheDocument();
    expect(adminMemberRgSave).toHaveBeenLastCalledWith({
      uid: 42,
      limit: 'deposit_day',
      value: '500',
      reason: 'Asked by the family',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const reloaded = await screen.findByRole('table', { name: "The player's limits" });
    expect(await within(reloaded).findByText('₱500.00')).toBeInTheDocument();
    expect(adminMemberRg).toHaveBeenCalledTimes(2);
  });

  it('starts a cooling-off and a self-exclusion, each with its period and reason', async () => {
    signInAs('compliance');
    const until = '2026-01-12T02:00:00Z';
    const adminMemberRgSave = vi.fn(async (): Promise<AdminRgStatus> => ({
      ...rgStatus(),
      restriction: {
        kind: 'cool_off',
        started_at: '2026-01-05T02:00:00Z',
        until,
        irrevocable_until: until,
        set_by: 'operator',
      },
    }));
    renderPage(
      <PlayerPage />,
      {
        adminMemberDetail: async () => detail,
        adminMemberRg: async () => rgStatus(),
        adminMemberRgSave,
      },
      AT_PLAYER,
    );
    await openRestrictions();

    await userEvent.click(screen.getByRole('button', { name: 'Cooling-off' }));
    let dialog = screen.getByRole('dialog', { name: 'Cooling-off' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Chat: player asked for a break');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start cooling-off' }));
    expect(await within(dialog).findByText('Choose how long')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByLabelText('7 days'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start cooling-off' }));
    expect(await screen.findByText(/^Cooling-off until Jan 12, 2026/)).toBeInTheDocument();
    expect(adminMemberRgSave).toHaveBeenLastCalledWith({
      uid: 42,
      cool_off: '7d',
      reason: 'Chat: player asked for a break',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Self-exclusion' }));
    dialog = screen.getByRole('dialog', { name: 'Self-exclusion' });
    expect(dialog).toHaveTextContent('signed out everywhere');
    await userEvent.click(within(dialog).getByLabelText('1 year'));
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Court order 12/2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exclude' }));
    await vi.waitFor(() =>
      expect(adminMemberRgSave).toHaveBeenLastCalledWith({
        uid: 42,
        exclusion: '1y',
        reason: 'Court order 12/2026',
      }),
    );
  });

  it('shows support the restrictions but no decision', async () => {
    signInAs('support');
    renderPage(
      <PlayerPage />,
      { adminMemberDetail: async () => detail, adminMemberRg: async () => rgStatus() },
      AT_PLAYER,
    );
    await openRestrictions();
    expect(screen.getByText('Restriction history')).toBeInTheDocument();
    for (const name of ['Set a limit', 'Cooling-off', 'Self-exclusion']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('shows the player’s request to end their self-exclusion, and one that ended it', async () => {
    signInAs('support');
    const until = '2027-01-05T02:00:00Z';
    const status: AdminRgStatus = {
      ...rgStatus(),
      restriction: {
        kind: 'exclusion',
        started_at: '2026-01-05T02:00:00Z',
        until,
        irrevocable_until: '2026-07-05T02:00:00Z',
        set_by: 'player',
      },
      history: [
        {
          kind: 'exclusion',
          started_at: '2026-01-05T02:00:00Z',
          until,
          irrevocable_until: '2026-07-05T02:00:00Z',
          set_by: 'player',
          reason: null,
          planned_until: null,
        },
        {
          kind: 'exclusion',
          started_at: '2025-01-05T02:00:00Z',
          until: '2025-08-01T04:00:00Z',
          irrevocable_until: '2025-07-05T02:00:00Z',
          set_by: 'player',
          reason: null,
          planned_until: '2030-01-05T02:00:00Z',
        },
      ],
      exclusion_end_requests: [
        {
          id: 2,
          requested_at: '2026-07-10T02:00:00Z',
          confirm_from: '2026-07-11T02:00:00Z',
          lapses_at: '2026-07-17T02:00:00Z',
          state: 'pending',
          exclusion_until: until,
          closed_at: null,
          requested_ip: '203.0.113.7',
          closed_ip: null,
        },
        {
          id: 1,
          requested_at: '2025-07-30T04:00:00Z',
          confirm_from: '2025-07-31T04:00:00Z',
          lapses_at: '2025-08-06T04:00:00Z',
          state: 'confirmed',
          exclusion_until: '2030-01-05T02:00:00Z',
          closed_at: '2025-08-01T04:00:00Z',
          requested_ip: '203.0.113.7',
          closed_ip: '198.51.100.2',
        },
      ],
    };
    renderPage(
      <PlayerPage />,
      { adminMemberDetail: async () => detail, adminMemberRg: async () => status },
      AT_PLAYER,
    );
    await openRestrictions();
    expect(screen.getByText('Request to end it').nextSibling).toHaveTextContent(
      'Asked Jul 10, 2026, 10:00 AM; may be confirmed from Jul 11, 2026, 10:00 AM until Jul 17, 2026, 10:00 AM',
    );
    const requests = screen.getByRole('table', {
      name: "The player's requests to end a self-exclusion",
    });
    const [pending, confirmed] = within(requests).getAllByRole('row').slice(1);
    expect(pending).toHaveTextContent('Waiting for the player’s confirmation');
    expect(pending).toHaveTextContent('203.0.113.7');
    expect(confirmed).toHaveTextContent('Confirmed: exclusion ended');
    expect(confirmed).toHaveTextContent('Aug 1, 2025, 12:00 PM');
    expect(confirmed).toHaveTextContent('203.0.113.7, then 198.51.100.2');
    const history = screen.getByRole('table', { name: "The player's restrictions" });
    expect(within(history).getAllByRole('row')[2]).toHaveTextContent(
      'Ended early by the player (set until Jan 5, 2030, 10:00 AM)',
    );
  });
});
