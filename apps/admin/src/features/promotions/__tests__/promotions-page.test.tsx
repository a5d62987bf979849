import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppError, type AdminPromotion, type BoxOdds, type BoxRule } from '@pisoplay/contract';
import { renderPage, signInAs } from '@/testing/render-page';
import { PromotionsPage } from '../components/promotions-page';

const rules: BoxRule[] = [
  { id: 'first_deposit', enabled: true, threshold: '100', max_per_day: 1 },
  { id: 'wagered', enabled: false, threshold: '500', max_per_day: 5 },
];
const odds: BoxOdds[] = [
  { prize: '5', weight: 90, percent: '90.00' },
  { prize: '100', weight: 10, percent: '10.00' },
];

const promotion = (id: number, patch: Partial<AdminPromotion>): AdminPromotion => ({
  id,
  title: 'Daily Wins',
  image: `banners/${id}.svg`,
  link: '/daily-wins',
  back_color: '#0f6b4f',
  sorting: 30,
  starts_at: '2025-12-31T16:00:00.000Z',
  ends_at: null,
  state: 'running',
  starts_on: '2026-01-01',
  ends_on: null,
  translations: [{ language: 'fil_PH', title: 'Daily Wins', english: 'Daily Wins', current: true }],
  ...patch,
});
const promotions = [
  promotion(2, {}),
  promotion(4, {
    title: 'Slot Betting Rankings',
    link: '/welfare/betting-rank',
    sorting: 10,
    state: 'ended',
    ends_on: '2026-06-30',
    translations: [
      {
        language: 'fil_PH',
        title: 'Ranggo sa Slot Betting',
        english: 'Slot Betting Ranking',
        current: false,
      },
    ],
  }),
];

describe('the promotions page', () => {
  it('words and schedules a promotion: checked, a reason required, the server’s refusal shown', async () => {
    signInAs('admin');
    const adminPromoSave = vi
      .fn()
      .mockRejectedValueOnce(new AppError('ERR_NOT_FOUND', 'No such promotion'))
      .mockResolvedValueOnce(promotions);
    renderPage(<PromotionsPage />, {
      adminPromoList: async () => promotions,
      adminBoxRules: async () => rules,
      blindboxOdds: async () => odds,
      adminPromoSave,
    });
    const table = await screen.findByRole('table', {
      name: 'Promotions of the welfare page, in their order',
    });
    expect(within(table).getByRole('row', { name: /Daily Wins/ })).toHaveTextContent(
      'From Jan 1, 2026',
    );
    expect(within(table).getByRole('row', { name: /Slot Betting Rankings/ })).toHaveTextContent(
      /Jan 1, 2026 to Jun 30, 2026.*Ended/,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Change Daily Wins' }));
    const dialog = screen.getByRole('dialog', { name: 'Change Daily Wins' });
    expect(dialog).toHaveTextContent('It opens /daily-wins.');
    await userEvent.clear(within(dialog).getByLabelText('Title'));
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Daily Wins: ₱115 a week');
    await userEvent.type(within(dialog).getByLabelText('Last day'), '2025-12-01');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'December campaign');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('The last day is on or after the first'),
    ).toBeInTheDocument();
    expect(adminPromoSave).not.toHaveBeenCalled();

    await userEvent.clear(within(dialog).getByLabelText('Last day'));
    await userEvent.type(within(dialog).getByLabelText('Last day'), '2026-12-31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('No such promotion')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Daily Wins saved.')).toBeInTheDocument();
    expect(adminPromoSave).toHaveBeenLastCalledWith({
      id: 2,
      title: 'Daily Wins: ₱115 a week',
      back_color: '#0f6b4f',
      sorting: 30,
      starts_on: '2026-01-01',
      ends_on: '2026-12-31',
      reason: 'December campaign',
    });
  });

  it('changes a box rule: a reason is required, the server’s message is shown, the call sent', async () => {
    signInAs('admin');
    const adminBoxRuleSave = vi
      .fn()
      .mockRejectedValueOnce(new AppError('ERR_BUSINESS', 'The threshold is too low'))
      .mockResolvedValueOnce(rules);
    renderPage(<PromotionsPage />, {
      adminBoxRules: async () => rules,
      blindboxOdds: async () => odds,
      adminBoxRuleSave,
    });
    const table = await screen.findByRole('table', { name: 'Mystery box rules' });
    expect(within(table).getByRole('row', { name: /Stakes of the day/ })).toHaveTextContent('Off');

    await userEvent.click(screen.getByRole('button', { name: 'Change Stakes of the day' }));
    const dialog = screen.getByRole('dialog', { name: 'Change Stakes of the day' });
    await userEvent.click(within(dialog).getByLabelText('On'));
    await userEvent.clear(within(dialog).getByLabelText('Threshold (₱)'));
    await userEvent.type(within(dialog).getByLabelText('Threshold (₱)'), '250');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A reason is required')).toBeInTheDocument();
    expect(adminBoxRuleSave).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Weekend campaign');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The threshold is too low')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Stakes of the day saved.')).toBeInTheDocument();
    expect(adminBoxRuleSave).toHaveBeenLastCalledWith({
      id: 'wagered',
      enabled: true,
      threshold: '250',
      max_per_day: 5,
      reason: 'Weekend campaign',
    });
  });

  it('publishes the odds: rows added and removed, checked by the contract', async () => {
    signInAs('admin');
    const adminBoxOddsSave = vi.fn(async () => odds);
    renderPage(<PromotionsPage />, {
      adminBoxRules: async () => rules,
      blindboxOdds: async () => odds,
      adminBoxOddsSave,
    });
    const table = await screen.findByRole('table', { name: 'Published odds of the prizes' });
    expect(within(table).getByRole('row', { name: /₱100\.00/ })).toHaveTextContent('10.00%');

    await userEvent.click(screen.getByRole('button', { name: 'Change odds' }));
    const dialog = screen.getByRole('dialog', { name: 'Change the published odds' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove row 2' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a prize' }));
    await userEvent.type(within(dialog).getByLabelText('Prize (₱), row 2'), '5');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'New prizes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByText('Each prize once')).toBeInTheDocument();
    expect(adminBoxOddsSave).not.toHaveBeenCalled();

    await userEvent.clear(within(dialog).getByLabelText('Prize (₱), row 2'));
    await userEvent.type(within(dialog).getByLabelText('Prize (₱), row 2'), '50');
    await userEvent.clear(within(dialog).getByLabelText('Weight, row 2'));
    await userEvent.type(within(dialog).getByLabelText('Weight, row 2'), '30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Odds published.')).toBeInTheDocument();
    expect(adminBoxOddsSave).toHaveBeenCalledWith({
      odds: [
        { prize: '5', weight: 90 },
        { prize: '50', weight: 30 },
      ],
      reason: 'New prizes',
    });
  });

  it('translates a promotion’s title whose translation is out of date', async () => {
    signInAs('admin');
    const adminPromoTranslationSave = vi.fn(async () => promotions);
    renderPage(<PromotionsPage />, {
      adminPromoList: async () => promotions,
      adminBoxRules: async () => rules,
      blindboxOdds: async () => odds,
      adminPromoTranslationSave,
    });
    const table = await screen.findByRole('table', {
      name: 'Promotions of the welfare page, in their order',
    });
    expect(within(table).getByRole('row', { name: /^Daily Wins/ })).toHaveTextContent(
      'Daily WinsDaily Wins',
    );
    expect(within(table).getByRole('row', { name: /Slot Betting Rankings/ })).toHaveTextContent(
      'Out of date',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Translate Slot Betting Rankings' }));
    const dialog = screen.getByRole('dialog', { name: 'Translate Slot Betting Rankings' });
    expect(dialog).toHaveTextContent(
      'The Filipino title “Ranggo sa Slot Betting” translated “Slot Betting Ranking”',
    );
    expect(within(dialog).getByLabelText('Title in Filipino')).toHaveValue('');
    await userEvent.type(within(dialog).getByLabelText('Title in Filipino'), 'Mga Ranggo sa Slot');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A reason is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'New English title');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Slot Betting Rankings is translated into Filipino.'),
    ).toBeInTheDocument();
    expect(adminPromoTranslationSave).toHaveBeenCalledWith({
      id: 4,
      language: 'fil_PH',
      title: 'Mga Ranggo sa Slot',
      reason: 'New English title',
    });
  });

  it('lets finance read the rules but not change them', async () => {
    signInAs('finance');
    renderPage(<PromotionsPage />, {
      adminPromoList: async () => promotions,
      adminBoxRules: async () => rules,
      blindboxOdds: async () => odds,
    });
    expect(await screen.findByRole('table', { name: 'Mystery box rules' })).toBeInTheDocument();
    expect(
      await screen.findByRole('table', { name: 'Promotions of the welfare page, in their order' }),
    ).toHaveTextContent('Daily Wins');
    expect(screen.queryByRole('button', { name: /^(Change|Translate)/ })).not.toBeInTheDocument();
  });
});
