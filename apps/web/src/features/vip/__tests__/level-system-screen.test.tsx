import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '@pisoplay/contract';
import { clearSession, setSession } from '@/shared/session/session-store';
import { switchToFilipino } from '@/testing/language';
import { renderScreen } from '@/testing/render-screen';
import { LevelSystemScreen } from '../components/level-system-screen';
import { RULE, statusAt } from './fixtures';

const SESSION = { token: 'tok-vip-rule', secret: 's', expires_at: '2099-01-01T00:00:00Z' };

describe('the VIP level system', () => {
  beforeEach(() => setSession(SESSION));
  afterEach(() => clearSession());

  it('shows each tier with a table of its levels, the player’s own marked', async () => {
    renderScreen(<LevelSystemScreen title="VIP Level System" />, {
      vipRule: async () => RULE,
      vip: async () => statusAt(16_000),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'VIP Level System' })).toBeInTheDocument();
    // The tables show while loading (rows of placeholders): wait for the levels.
    expect(await screen.findByText('1,500,000')).toBeInTheDocument();
    const tables = screen.getAllByRole('table');
    expect(tables.map((t) => t.getAttribute('aria-label'))).toEqual([
      'Bronze levels',
      'Silver levels',
      'Gold levels',
      'Platinum levels',
      'Diamond levels',
    ]);
    for (const name of ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    const bronze = screen.getByRole('table', { name: 'Bronze levels' });
    expect(
      within(bronze)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Level', 'XP needed', 'Level-up', 'Birthday', 'Wager']);
    const rows = within(bronze).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '10NoneNone10×',
      '21,000₱10.00₱20.0010×',
      '33,000₱20.00₱30.0010×',
    ]);
    const diamond = screen.getByRole('table', { name: 'Diamond levels' });
    expect(within(diamond).getByRole('row', { name: /^15/ })).toHaveTextContent(
      '151,500,000₱8,000.00₱2,000.0010×',
    );

    // Level 5 (16,000 XP) is the player's: marked in the Silver table only.
    const silver = screen.getByRole('table', { name: 'Silver levels' });
    const mine = await within(silver).findByRole('row', { current: true });
    expect(mine).toHaveTextContent('5You15,000');
    expect(screen.getAllByRole('row', { current: true })).toHaveLength(1);
  });

  it('speaks Filipino: the tiers’ tables and their columns', async () => {
    await switchToFilipino();
    renderScreen(<LevelSystemScreen title="VIP Level System" />, {
      vipRule: async () => RULE,
      vip: async () => statusAt(16_000),
    });
    expect(await screen.findByText('1,500,000')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sistema ng VIP level' })).toBeInTheDocument();
    const bronze = screen.getByRole('table', { name: 'Mga level ng Bronze' });
    expect(
      within(bronze)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Level', 'Kailangang XP', 'Level-up', 'Birthday', 'Taya']);
    expect(within(bronze).getAllByRole('row')[1]).toHaveTextContent('10WalaWala10×');
    const silver = screen.getByRole('table', { name: 'Mga level ng Silver' });
    expect(await within(silver).findByRole('row', { current: true })).toHaveTextContent(
      '5Ikaw15,000',
    );
  });

  it('shows the five tiers while loading, and an error with a retry', async () => {
    let fail = true;
    renderScreen(<LevelSystemScreen title="VIP Level System" />, {
      vipRule: async () => {
        if (fail) throw new AppError('ERR_SERVER', 'boom');
        return RULE;
      },
      vip: async () => statusAt(0),
    });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.getAllByRole('table')).toHaveLength(5);
    expect(
      await screen.findByText('The VIP level system could not be loaded.'),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Gold levels' })).toBeInTheDocument();
  });
});
