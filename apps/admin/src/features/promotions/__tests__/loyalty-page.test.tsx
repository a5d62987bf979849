import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppError, type AdminShopItem, type LoyaltyRules } from '@pisoplay/contract';
import { renderPage, signInAs } from '@/testing/render-page';
import { LoyaltyPage } from '../components/loyalty-page';

const item = (kind: AdminShopItem['kind'], pesos: number, points: number, enabled = true) => ({
  id: `${kind}-${pesos}`,
  kind,
  name: kind === 'bonus' ? `₱${pesos} Bonus` : `PisoPlay Gift Voucher ₱${pesos}`,
  points,
  amount: `${pesos}.00`,
  img: '',
  enabled,
});

const rules: LoyaltyRules = {
  checkin_rewards: ['5.00', '5.00', '10.00', '10.00', '15.00', '20.00', '50.00'],
  invite: { reward: '100.00', min_first_deposit: '200.00', daily_limit: 10 },
  points_rates: [
    { game_type: 1, name: 'Live', points_per_100: 5 },
    { game_type: 3, name: 'Slot', points_per_100: 10 },
    { game_type: 4, name: 'Sport', points_per_100: 0 },
  ],
  shop_items: [item('bonus', 10, 500), item('voucher', 50, 5000, false)],
};

const refused = (message: string) => new AppError('ERR_BUSINESS', message);

describe('the loyalty page', () => {
  it('changes the daily wins rewards: checked, a reason required, the server’s refusal shown', async () => {
    signInAs('admin');
    const adminLoyaltyRules = vi.fn(async () => rules);
    const adminCheckinRewardsSave = vi
      .fn()
      .mockRejectedValueOnce(refused('Daily wins are paused'))
      .mockResolvedValueOnce(rules);
    renderPage(<LoyaltyPage />, { adminLoyaltyRules, adminCheckinRewardsSave });
    const table = await screen.findByRole('table', {
      name: 'What each day of the daily wins cycle pays',
    });
    expect(within(table).getByRole('row', { name: /Day 7/ })).toHaveTextContent('₱50.00');

    await userEvent.click(screen.getByRole('button', { name: 'Change rewards' }));
    const dialog = screen.getByRole('dialog', { name: 'Change the daily wins rewards' });
    expect(dialog).toHaveTextContent('from the next claim');
    await userEvent.clear(within(dialog).getByLabelText('Day 1 (₱)'));
    await userEvent.type(within(dialog).getByLabelText('Day 1 (₱)'), '0');
    await userEvent.clear(within(dialog).getByLabelText('Day 7 (₱)'));
    await userEvent.type(within(dialog).getByLabelText('Day 7 (₱)'), '75');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save rewards' }));
    expect(await within(dialog).findByText('A reason is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Day 1 (₱)')).toHaveAccessibleDescription(
      'Expected ₱1 to ₱1,000',
    );
    expect(adminCheckinRewardsSave).not.toHaveBeenCalled();

    await userEvent.clear(within(dialog).getByLabelText('Day 1 (₱)'));
    await userEvent.type(within(dialog).getByLabelText('Day 1 (₱)'), '7.50');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Bigger week-end');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save rewards' }));
    expect(await within(dialog).findByText('Daily wins are paused')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save rewards' }));
    expect(await screen.findByText('Daily wins rewards saved.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(adminCheckinRewardsSave).toHaveBeenLastCalledWith({
      rewards: ['7.50', '5.00', '10.00', '10.00', '15.00', '20.00', '75'],
      reason: 'Bigger week-end',
    });
    // The rules are read again.
    expect(adminLoyaltyRules).toHaveBeenCalledTimes(2);
  });

  it('changes the invitation rules', async () => {
    signInAs('admin');
    const adminInviteRulesSave = vi
      .fn()
      .mockRejectedValueOnce(refused('Invitations are being reviewed'))
      .mockResolvedValueOnce(rules);
    renderPage(<LoyaltyPage />, { adminLoyaltyRules: async () => rules, adminInviteRulesSave });
    const table = await screen.findByRole('table', { name: 'Invitation rules' });
    expect(within(table).getByRole('row', { name: /Minimum first deposit/ })).toHaveTextContent(
      '₱200.00',
    );
    expect(within(table).getByRole('row', { name: /Rewards per inviter a day/ })).toHaveTextContent(
      '10',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Change the invitation rules' }));
    const dialog = screen.getByRole('dialog', { name: 'Change the invitation rules' });
    expect(dialog).toHaveTextContent('rewards already paid stay paid');
    await userEvent.clear(within(dialog).getByLabelText('Reward per invitee (₱)'));
    await userEvent.type(within(dialog).getByLabelText('Reward per invitee (₱)'), '150');
    await userEvent.clear(within(dialog).getByLabelText('Rewards per inviter a day'));
    await userEvent.type(within(dialog).getByLabelText('Rewards per inviter a day'), '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A reason is required')).toBeInTheDocument();
    expect(adminInviteRulesSave).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Referral month');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Invitations are being reviewed')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invitation rules saved.')).toBeInTheDocument();
    expect(adminInviteRulesSave).toHaveBeenLastCalledWith({
      reward: '150',
      min_first_deposit: '200.00',
      daily_limit: 12,
      reason: 'Referral month',
    });
  });

  it('changes the points rates: every game type sent, 0 earns nothing', async () => {
    signInAs('admin');
    const adminPointsRatesSave = vi
      .fn()
      .mockRejectedValueOnce(refused('Unknown game type'))
      .mockResolvedValueOnce(rules);
    renderPage(<LoyaltyPage />, { adminLoyaltyRules: async () => rules, adminPointsRatesSave });
    const table = await screen.findByRole('table', { name: /Points earned per ₱100/ });
    expect(within(table).getByRole('row', { name: /Sport/ })).toHaveTextContent('Earns nothing');
    expect(within(table).getByRole('row', { name: /Slot/ })).toHaveTextContent('10');

    await userEvent.click(screen.getByRole('button', { name: 'Change rates' }));
    const dialog = screen.getByRole('dialog', { name: 'Change the points rates' });
    expect(dialog).toHaveTextContent('from the next bet');
    await userEvent.clear(within(dialog).getByLabelText('Sport'));
    await userEvent.type(within(dialog).getByLabelText('Sport'), '2');
    await userEvent.clear(within(dialog).getByLabelText('Live'));
    await userEvent.type(within(dialog).getByLabelText('Live'), 'many');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save rates' }));
    expect(await within(dialog).findByText('A reason is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Live')).toHaveAttribute('aria-invalid', 'true');
    expect(adminPointsRatesSave).not.toHaveBeenCalled();

    await userEvent.clear(within(dialog).getByLabelText('Live'));
    await userEvent.type(within(dialog).getByLabelText('Live'), '0');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Sport earns, live stops');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save rates' }));
    expect(await within(dialog).findByText('Unknown game type')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save rates' }));
    expect(await screen.findByText('Points rates saved.')).toBeInTheDocument();
    expect(adminPointsRatesSave).toHaveBeenLastCalledWith({
      rates: [
        { game_type: 1, points_per_100: 0 },
        { game_type: 3, points_per_100: 10 },
        { game_type: 4, points_per_100: 2 },
      ],
      reason: 'Sport earns, live stops',
    });
  });

  it('reprices a shop item and switches it off: kind and value kept', async () => {
    signInAs('admin');
    const adminShopItemSave = vi
      .fn()
      .mockRejectedValueOnce(refused('The item is being exchanged'))
      .mockResolvedValueOnce(rules);
    renderPage(<LoyaltyPage />, { adminLoyaltyRules: async () => rules, adminShopItemSave });
    const table = await screen.findByRole('table', { name: 'Points shop items' });
    expect(within(table).getByRole('row', { name: /₱10 Bonus/ })).toHaveTextContent('500');
    expect(within(table).getByRole('row', { name: /Voucher ₱50/ })).toHaveTextContent('Off');

    await userEvent.click(screen.getByRole('button', { name: 'Change ₱10 Bonus' }));
    const dialog = screen.getByRole('dialog', { name: 'Change ₱10 Bonus' });
    expect(dialog).toHaveTextContent('an exchange at the old price is refused');
    expect(within(dialog).queryByLabelText('Kind')).not.toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Price (points)'));
    await userEvent.type(within(dialog).getByLabelText('Price (points)'), '600');
    await userEvent.click(within(dialog).getByLabelText('On'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A reason is required')).toBeInTheDocument();
    expect(adminShopItemSave).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Too cheap');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The item is being exchanged')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('₱10 Bonus saved.')).toBeInTheDocument();
    expect(adminShopItemSave).toHaveBeenLastCalledWith({
      kind: 'bonus',
      pesos: 10,
      points: 600,
      enabled: false,
      reason: 'Too cheap',
    });
  });

  it('adds a shop item: one already in the shop is refused, so is a 31st', async () => {
    signInAs('admin');
    const full = 'The points shop holds 30 items at most. Switch one off and change it instead.';
    const added = { ...rules, shop_items: [...rules.shop_items, item('voucher', 200, 18000)] };
    const adminShopItemSave = vi
      .fn()
      .mockRejectedValueOnce(refused(full))
      .mockResolvedValueOnce(added);
    renderPage(<LoyaltyPage />, { adminLoyaltyRules: async () => rules, adminShopItemSave });
    await screen.findByRole('table', { name: 'Points shop items' });

    await userEvent.click(screen.getByRole('button', { name: 'Add an item' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an item to the points shop' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Kind'), 'voucher');
    await userEvent.type(within(dialog).getByLabelText('Value (whole ₱)'), '50');
    await userEvent.type(within(dialog).getByLabelText('Price (points)'), '4000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add item' }));
    expect(await within(dialog).findByText('A reason is required')).toBeInTheDocument();
    expect(
      within(dialog).getByText('PisoPlay Gift Voucher ₱50 is in the shop already: change it there'),
    ).toBeInTheDocument();
    expect(adminShopItemSave).not.toHaveBeenCalled();

    await userEvent.clear(within(dialog).getByLabelText('Value (whole ₱)'));
    await userEvent.type(within(dialog).getByLabelText('Value (whole ₱)'), '200');
    await userEvent.clear(within(dialog).getByLabelText('Price (points)'));
    await userEvent.type(within(dialog).getByLabelText('Price (points)'), '18000');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Christmas voucher');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add item' }));
    expect(await within(dialog).findByText(full)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add item' }));
    expect(
      await screen.findByText('PisoPlay Gift Voucher ₱200 added to the points shop.'),
    ).toBeInTheDocument();
    expect(adminShopItemSave).toHaveBeenLastCalledWith({
      kind: 'voucher',
      pesos: 200,
      points: 18000,
      enabled: true,
      reason: 'Christmas voucher',
    });
  });

  it('lets finance read the rules but not change them', async () => {
    signInAs('finance');
    renderPage(<LoyaltyPage />, { adminLoyaltyRules: async () => rules });
    expect(
      await screen.findByRole('table', { name: 'What each day of the daily wins cycle pays' }),
    ).toBeInTheDocument();
    for (const name of ['Invitation rules', /Points earned per ₱100/, 'Points shop items']) {
      expect(screen.getByRole('table', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: /^(Change|Add)/ })).not.toBeInTheDocument();
  });
});
