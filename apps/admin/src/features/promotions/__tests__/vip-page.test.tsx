import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppError, type VipLevel, type VipTier } from '@pisoplay/contract';
import { renderPage, signInAs } from '@/testing/render-page';
import { VipPage } from '../components/vip-page';

const level = (n: number, ty: number, xp: number): VipLevel => ({
  level: n,
  ty,
  xp,
  upgrade: String(n * 10),
  birthday: '5',
  multiple: 1,
  img: '',
});
const tiers: VipTier[] = [
  { ty: 1, name: 'Bronze', levels: [level(1, 1, 0), level(2, 1, 100)] },
  { ty: 2, name: 'Silver', levels: [level(3, 2, 500)] },
];

describe('the VIP levels page', () => {
  it('replaces the table: rows checked by the contract, a reason required, the call sent', async () => {
    signInAs('admin');
    const adminVipLevelsSave = vi
      .fn()
      .mockRejectedValueOnce(
        new AppError('ERR_BUSINESS', 'Levels must be numbered 1, 2, 3 … without gaps'),
      )
      .mockResolvedValueOnce(tiers);
    renderPage(<VipPage />, { adminVipLevels: async () => tiers, adminVipLevelsSave });
    const table = await screen.findByRole('table', { name: 'VIP levels' });
    expect(within(table).getByRole('row', { name: /^3 Silver/ })).toHaveTextContent('₱30.00');

    await userEvent.click(screen.getByRole('button', { name: 'Change levels' }));
    const dialog = screen.getByRole('dialog', { name: 'Change the VIP levels' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a level' }));
    const xp = within(dialog).getByLabelText('XP, row 4');
    await userEvent.type(xp, 'lots');
    await userEvent.type(within(dialog).getByLabelText('Level-up bonus (₱), row 4'), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save levels' }));
    expect(await within(dialog).findByText('A reason is required')).toBeInTheDocument();
    expect(xp).toHaveAttribute('aria-invalid', 'true');
    expect(adminVipLevelsSave).not.toHaveBeenCalled();

    expect(within(dialog).getByLabelText('Birthday bonus (₱), row 4')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await userEvent.clear(xp);
    await userEvent.type(xp, '2000');
    await userEvent.type(within(dialog).getByLabelText('Birthday bonus (₱), row 4'), '0');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Season 2 table');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save levels' }));
    expect(
      await within(dialog).findByText('Levels must be numbered 1, 2, 3 … without gaps'),
    ).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove row 2' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save levels' }));
    expect(await screen.findByText(/VIP levels saved/)).toBeInTheDocument();
    expect(adminVipLevelsSave).toHaveBeenLastCalledWith({
      levels: [
        { level: 1, ty: 1, xp: 0, upgrade: '10', birthday: '5', multiple: 1 },
        { level: 3, ty: 2, xp: 500, upgrade: '30', birthday: '5', multiple: 1 },
        { level: 4, ty: 2, xp: 2000, upgrade: '0', birthday: '0', multiple: 1 },
      ],
      reason: 'Season 2 table',
    });
  });

  it('lets support read the levels but not change them', async () => {
    signInAs('support');
    renderPage(<VipPage />, { adminVipLevels: async () => tiers });
    expect(await screen.findByRole('table', { name: 'VIP levels' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change levels' })).not.toBeInTheDocument();
  });
});
