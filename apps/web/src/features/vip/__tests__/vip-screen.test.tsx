import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@pisoplay/contract';
import { clearSession, setSession } from '@/shared/session/session-store';
import type { FakeCalls } from '@/testing/fake-api';
import { switchToFilipino } from '@/testing/language';
import { renderScreen } from '@/testing/render-screen';
import { VipScreen } from '../components/vip-screen';
import { RULE, statusAt } from './fixtures';

const SESSION = { token: 'tok-vip', secret: 's', expires_at: '2099-01-01T00:00:00Z' };

const render = (handlers: Partial<FakeCalls>) =>
  renderScreen(<VipScreen title="VIP" />, handlers, {
    routes: [{ path: '/s-vip/level-system', element: <p>Level system screen</p> }],
  });

const withBonuses = statusAt(1_250, {
  bonuses: [
    {
      kind: 'birthday',
      level: 2,
      amount: '20.00',
      state: 'withheld',
      reason: 'Self-excluded until Jan 1, 2028',
      at: '2027-03-04T05:06:00.000Z',
    },
    {
      kind: 'level_up',
      level: 2,
      amount: '10.00',
      state: 'paid',
      reason: null,
      at: '2027-01-02T03:04:00.000Z',
    },
  ],
});

describe('the VIP page', () => {
  beforeEach(() => setSession(SESSION));
  afterEach(() => clearSession());

  it('shows the tier, level, XP, the progress charts and the benefits of this level and the next', async () => {
    render({ vip: async () => withBonuses, vipRule: async () => RULE });
    expect(screen.getByRole('heading', { level: 1, name: 'VIP' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();

    // How XP is earned opens the page, before the player's own figures.
    expect(
      screen.getByText(
        'Earn 1 XP for every whole ₱1 of real money you bet. Bets paid with bonus money earn none.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Bronze Level 2' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Your XP' })).toHaveTextContent('1,250 XP');
    expect(screen.getByRole('img', { name: 'Bronze level 2 badge' })).toHaveAttribute(
      'src',
      expect.stringContaining('vip/level-2.svg'),
    );
    const ring = screen.getByRole('img', { name: '1,250 of 3,000 XP to level 3' });
    expect(ring).toHaveTextContent('12%');
    expect(screen.getByText('1,750 XP to level 3')).toBeInTheDocument();

    const chart = await screen.findByRole('img', {
      name: 'Bronze: level 1 at 0 XP, level 2 at 1,000 XP, level 3 at 3,000 XP. You are at level 2 with 1,250 XP',
    });
    expect(chart).toHaveTextContent('You');
    expect(screen.getByRole('region', { name: 'Your place in Bronze' })).toContainElement(chart);

    const benefits = screen.getByRole('table', { name: 'Benefits of your level and the next' });
    const head = within(benefits)
      .getAllByRole('columnheader')
      .map((c) => c.textContent);
    expect(head).toEqual(['Benefit', 'Level 2 (now)', 'Level 3 (next)']);
    expect(within(benefits).getByRole('row', { name: /Level-up bonus/ })).toHaveTextContent(
      'Level-up bonus₱10.00₱20.00',
    );
    expect(within(benefits).getByRole('row', { name: /Birthday bonus/ })).toHaveTextContent(
      'Birthday bonus₱20.00₱30.00',
    );
    expect(within(benefits).getByRole('row', { name: /Wagering/ })).toHaveTextContent(
      'Wagering10×10×',
    );

    await userEvent.click(screen.getByRole('link', { name: /VIP level system/ }));
    expect(await screen.findByText('Level system screen')).toBeInTheDocument();
  });

  it('lists the VIP bonuses: kind, level, amount, state and why one was withheld', async () => {
    render({ vip: async () => withBonuses, vipRule: async () => RULE });
    const list = await screen.findByRole('list', { name: 'Your VIP bonuses' });
    const [birthday, levelUp] = within(list).getAllByRole('listitem');
    expect(birthday).toHaveTextContent('Birthday bonus · Level 2');
    expect(birthday).toHaveTextContent('₱20.00');
    expect(birthday).toHaveTextContent('Withheld');
    expect(birthday).toHaveTextContent('Self-excluded until Jan 1, 2028');
    expect(levelUp).toHaveTextContent('Level-up bonus · Level 2');
    expect(levelUp).toHaveTextContent('₱10.00');
    expect(levelUp).toHaveTextContent('Paid');
    expect(levelUp).toHaveTextContent(/Jan 2, 2027 \d{1,2}:04 [AP]M/);
  });

  it('speaks Filipino: the level, the charts, the benefits and the bonuses', async () => {
    await switchToFilipino();
    render({ vip: async () => withBonuses, vipRule: async () => RULE });
    expect(
      screen.getByText(
        'May 1 XP ka sa bawat buong ₱1 na itinaya mo gamit ang totoong pera. Walang XP ang tayang binayaran ng bonus.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Bronze Level 2' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Ang XP mo' })).toHaveTextContent('1,250 XP');
    expect(
      screen.getByRole('img', { name: '1,250 sa 3,000 XP papunta sa level 3' }),
    ).toHaveTextContent('papuntang L3');
    expect(screen.getByText('1,750 XP pa para sa level 3')).toBeInTheDocument();
    expect(
      await screen.findByRole('img', {
        name: 'Bronze: level 1 sa 0 XP, level 2 sa 1,000 XP, level 3 sa 3,000 XP. Nasa level 2 ka, may 1,250 XP',
      }),
    ).toHaveTextContent('Ikaw');
    const benefits = screen.getByRole('table', {
      name: 'Mga benepisyo ng level mo at ng susunod',
    });
    expect(
      within(benefits)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Benepisyo', 'Level 2 (ngayon)', 'Level 3 (susunod)']);
    expect(within(benefits).getByRole('row', { name: /Kailangang taya/ })).toHaveTextContent(
      'Kailangang taya10×10×',
    );
    const [birthday, levelUp] = within(
      screen.getByRole('list', { name: 'Ang mga VIP bonus mo' }),
    ).getAllByRole('listitem');
    expect(birthday).toHaveTextContent('Birthday bonus · Level 2');
    expect(birthday).toHaveTextContent('Pinigil');
    expect(levelUp).toHaveTextContent('Naibigay');
  });

  it('says when there are no VIP bonuses yet', async () => {
    render({ vip: async () => statusAt(0), vipRule: async () => RULE });
    expect(
      await screen.findByText('No VIP bonuses yet. Reach a new level to get its level-up bonus.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your VIP bonuses' })).toBeNull();
    expect(screen.getByRole('img', { name: '0 of 1,000 XP to level 2' })).toHaveTextContent('0%');
    expect(
      screen.getByRole('table', { name: 'Benefits of your level and the next' }),
    ).toHaveTextContent('None');
  });

  it('at the top of a tier, charts the next tier’s first level too', async () => {
    render({ vip: async () => statusAt(4_000), vipRule: async () => RULE });
    expect(
      await screen.findByRole('img', {
        name: 'Bronze: level 1 at 0 XP, level 2 at 1,000 XP, level 3 at 3,000 XP, level 4 at 8,000 XP. You are at level 3 with 4,000 XP',
      }),
    ).toHaveTextContent('Silver');
  });

  it('at the top level: no next level, and says so', async () => {
    render({ vip: async () => statusAt(2_000_000), vipRule: async () => RULE });
    expect(await screen.findByRole('heading', { name: 'Diamond Level 15' })).toBeInTheDocument();
    expect(screen.getByText('You are at the top level')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: '2,000,000 XP: you are at the top level' }),
    ).toHaveTextContent('100%');
    const benefits = screen.getByRole('table', { name: 'Benefits of your level and the next' });
    expect(
      within(benefits)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Benefit', 'Level 15 (now)']);
    expect(benefits).toHaveTextContent('₱8,000.00');
    expect(
      await screen.findByRole('img', { name: /^Diamond: .* level 15 at 1,500,000 XP\. You are/ }),
    ).toBeInTheDocument();
  });

  it('shows placeholders while loading, then an error with a retry that loads again', async () => {
    let fail = true;
    const vip = vi.fn(async () => {
      if (fail) throw new AppError('ERR_SERVER', 'boom');
      return statusAt(1_250);
    });
    render({ vip, vipRule: async () => RULE });
    expect(screen.getAllByRole('status', { name: 'Loading' }).length).toBeGreaterThan(0);
    expect(await screen.findByText('Your VIP level could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your VIP bonuses' })).toBeNull();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Bronze Level 2' })).toBeInTheDocument();
    await waitFor(() => expect(vip).toHaveBeenCalledTimes(2));
  });

  it('still charts the level and the next when the rule fails', async () => {
    render({
      vip: async () => statusAt(1_250),
      vipRule: async () => {
        throw new AppError('ERR_SERVER', 'boom');
      },
    });
    expect(
      await screen.findByRole('img', {
        name: 'Bronze: level 2 at 1,000 XP, level 3 at 3,000 XP. You are at level 2 with 1,250 XP',
      }),
    ).toBeInTheDocument();
  });
});
