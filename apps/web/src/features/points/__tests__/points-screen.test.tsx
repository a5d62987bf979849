import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@pisoplay/contract';
import type {
  KycRecord,
  PointsMovement,
  PointsShop,
  PointsSummary,
  Profile,
} from '@pisoplay/contract';
import { clearSession, setSession } from '@/shared/session/session-store';
import type { FakeCalls } from '@/testing/fake-api';
import { switchToFilipino } from '@/testing/language';
import { renderScreen } from '@/testing/render-screen';
import { PointsScreen } from '../components/points-screen';

const SESSION = { token: 'tok-points', secret: 's', expires_at: '2099-01-01T00:00:00Z' };

const RATES = [
  { game_type: 3, name: 'Slot', points_per_100: 10 },
  { game_type: 1, name: 'Live', points_per_100: 5 },
];

const movement = (id: number, patch: Partial<PointsMovement> = {}): PointsMovement => ({
  id,
  kind: 'bet',
  points: 10,
  balance_after: 600,
  note: 'Lucky Slots',
  created_at: '2027-01-02T03:04:00.000Z',
  ...patch,
});

const summary = (balance: number, patch: Partial<PointsSummary> = {}): PointsSummary => ({
  balance,
  rates: RATES,
  d: [movement(2, { balance_after: balance }), movement(1, { balance_after: balance - 10 })],
  t: 2,
  ...patch,
});

const shop = (balance: number): PointsShop => ({
  balance,
  items: [
    { id: 'bonus-10', kind: 'bonus', name: '₱10 Bonus', points: 500, amount: '10.00', img: '' },
    {
      id: 'voucher-50',
      kind: 'voucher',
      name: '₱50 Gift Voucher',
      points: 5000,
      amount: '50.00',
      img: '',
    },
  ],
});

/** A verified player as the welfare gate reads them. */
const gate = {
  kycDetail: async () =>
    ({
      status: 'fully_kyc',
      deadline_at: new Date(Date.now() + 3_600_000).toISOString(),
    }) as KycRecord,
  memberDetail: async () => ({ kyc_status: 5 }) as Profile,
} satisfies Partial<FakeCalls>;

const base = (balance: number): Partial<FakeCalls> => ({
  ...gate,
  points: async () => summary(balance),
  pointsShop: async () => shop(balance),
  shopProducts: async () => [
    { img: 'shop/v1.png', link: 'https://shop.example/v/1', name: 'GCash ₱100', price: '100.00' },
  ],
});

const render = (handlers: Partial<FakeCalls>) =>
  renderScreen(<PointsScreen title="Points" />, handlers);

describe('the points page', () => {
  beforeEach(() => setSession(SESSION));
  afterEach(() => clearSession());

  it('shows the balance, the rates, the history and the shops, without a back button', async () => {
    render(base(600));
    expect(screen.getByRole('heading', { level: 1, name: 'Points' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    // How points are earned opens the page, before the player's own figures.
    expect(
      screen.getByText(
        'Every settled real-money bet earns points. Bets paid with bonus money earn none.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: 'Your points' })).toHaveTextContent(
      '600points',
    );
    const rates = screen.getByRole('list', { name: 'How to earn points' });
    expect(
      within(rates)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Slot10 points per ₱100', 'Live5 points per ₱100']);
    const history = screen.getByRole('list', { name: 'Points history' });
    const lines = within(history).getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent('Earned');
    expect(lines[0]).toHaveTextContent('+10');
    expect(lines[0]).toHaveTextContent('Balance 600');
    expect(lines[0]).toHaveTextContent('Lucky Slots');

    const items = await screen.findByRole('list', { name: 'Points shop' });
    expect(within(items).getByRole('button', { name: 'Exchange ₱10 Bonus' })).toBeEnabled();
    const voucher = within(items).getByRole('button', { name: 'Exchange ₱50 Gift Voucher' });
    expect(voucher).toBeDisabled();
    expect(voucher).toHaveAccessibleDescription('You need 4,400 more points');

    const vouchers = await screen.findByRole('list', { name: 'Shopping-app vouchers' });
    expect(vouchers).toHaveTextContent('GCash ₱100');
    expect(vouchers).toHaveTextContent('₱100.00');
    expect(
      within(vouchers).getByRole('link', { name: 'Buy GCash ₱100 in the shop' }),
    ).toHaveAttribute('href', 'https://shop.example/v/1');
  });

  it('loads the first row of the shop’s pictures at once: on screen as the page opens', async () => {
    const listed = shop(600);
    const three = {
      ...listed,
      items: [
        ...listed.items,
        { ...listed.items[0]!, id: 'bonus-25', name: '₱25 Bonus', points: 1200 },
      ].map((item) => ({ ...item, img: `points/${item.id}.svg` })),
    };
    render({ ...base(600), pointsShop: async () => three });
    const items = await screen.findByRole('list', { name: 'Points shop' });
    // Decorative (alt ''), so not images to a screen reader: read from the list's markup.
    const pictures = [...items.querySelectorAll('img')];
    expect(
      pictures.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')]),
    ).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
      ['lazy', null],
    ]);
  });

  it('says when there is no history yet', async () => {
    render({ ...base(0), points: async () => summary(0, { d: [], t: 0 }) });
    expect(
      await screen.findByText('No points yet. Bet on games with real money to earn points.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Points history' })).toBeNull();
  });

  it('pages the history, newest first', async () => {
    const points = vi.fn(async ({ page }: { page?: unknown }) =>
      summary(100, {
        d: [movement(Number(page) * 100, page === 1 ? {} : { kind: 'exchange', points: -500 })],
        t: 11,
      }),
    );
    render({ ...base(100), points });
    const pager = await screen.findByRole('navigation', { name: 'Points history' });
    expect(pager).toHaveTextContent('Page 1 of 2');
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(pager).toHaveTextContent('Page 2 of 2'));
    expect(points).toHaveBeenLastCalledWith({ page: 2, page_size: 10 });
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Points history' })).toHaveTextContent('-500'),
    );
    expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('exchanges points for a bonus after a confirm step, with a fresh key each time', async () => {
    let balance = 1200;
    const pointsExchange = vi.fn(
      async ({ item_id }: { item_id: string; idempotency_key: string }) => {
        balance -= 500;
        return {
          item_id,
          balance,
          grant_id: 7,
          voucher_code: null,
          message: 'You got a ₱10.00 bonus. Play it through 2 times to withdraw it.',
        };
      },
    );
    const wallet = vi.fn(async () => ({
      uid: 1,
      balance: '0',
      withdrawable: '0',
      wagering_remaining: '0',
    }));
    render({
      ...base(1200),
      points: async () => summary(balance),
      pointsShop: async () => shop(balance),
      pointsExchange,
      wallet,
    });

    const exchange = async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Exchange ₱10 Bonus' }));
      const dialog = await screen.findByRole('dialog', { name: 'Confirm exchange' });
      expect(dialog).toHaveTextContent('Spend 500 points on ₱10 Bonus?');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      expect(await within(dialog).findByRole('status')).toHaveTextContent(
        'You got a ₱10.00 bonus.',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    };
    await exchange();
    expect(await screen.findByRole('status', { name: 'Your points' })).toHaveTextContent('700');
    await exchange();
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Your points' })).toHaveTextContent('200'),
    );
    const [first, second] = pointsExchange.mock.calls.map(([payload]) => payload);
    expect(first).toEqual({
      item_id: 'bonus-10',
      idempotency_key: expect.any(String),
      points: 500,
    });
    expect(second?.idempotency_key).not.toBe(first?.idempotency_key);
    // The shop closes the item the balance no longer covers.
    expect(await screen.findByRole('button', { name: 'Exchange ₱10 Bonus' })).toBeDisabled();
  });

  it('keeps the key when a network failure leaves the exchange unknown, and asks again with it', async () => {
    const pointsExchange = vi
      .fn<FakeCalls['pointsExchange']>()
      .mockRejectedValueOnce(new AppError('ERR_NETWORK', 'offline'))
      .mockResolvedValue({
        item_id: 'bonus-10',
        balance: 100,
        grant_id: 3,
        voucher_code: null,
        message: 'Done: ₱10.00 bonus',
      });
    render({ ...base(600), pointsExchange });
    await userEvent.click(await screen.findByRole('button', { name: 'Exchange ₱10 Bonus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm exchange' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Confirm again');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Done: ₱10.00 bonus');
    const [first, second] = pointsExchange.mock.calls.map(([payload]) => payload);
    expect(second?.idempotency_key).toBe(first?.idempotency_key);
  });

  it('shows a voucher’s code, copies it and redeems it at once', async () => {
    const pointsExchange = vi.fn(async () => ({
      item_id: 'voucher-50',
      balance: 1000,
      grant_id: null,
      voucher_code: 'PP-ABCD-1234',
      message: 'Your ₱50.00 voucher code is ready.',
    }));
    const voucherExchange = vi.fn(async () => 'Voucher redeemed: 50.00 PHP');
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render({ ...base(6000), pointsExchange, voucherExchange });
    await userEvent.click(await screen.findByRole('button', { name: 'Exchange ₱50 Gift Voucher' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm exchange' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(dialog).findByRole('status', { name: 'Your voucher code' }),
    ).toHaveTextContent('PP-ABCD-1234');
    expect(dialog).toHaveTextContent('Your ₱50.00 voucher code is ready.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy voucher code' }));
    expect(writeText).toHaveBeenCalledWith('PP-ABCD-1234');
    expect(await screen.findByText('Voucher code copied')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem now' }));
    expect(voucherExchange).toHaveBeenCalledWith({ exchangeCode: 'PP-ABCD-1234', device: 'web' });
    expect(await within(dialog).findByText('Voucher redeemed: 50.00 PHP')).toBeInTheDocument();
  });

  it('says why an exchange the server refuses failed', async () => {
    render({
      ...base(600),
      pointsExchange: async () => {
        throw new AppError('ERR_BUSINESS', 'Not enough points');
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Exchange ₱10 Bonus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm exchange' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Not enough points');
  });

  it('asks the new price when an operator repriced the item, and sends the price asked', async () => {
    let price = 500;
    const pointsExchange = vi.fn<FakeCalls['pointsExchange']>(async ({ points }) => {
      if (points !== price) {
        throw new AppError('ERR_BUSINESS', `The price of this item is now ${price} points.`);
      }
      return { item_id: 'bonus-10', balance: 0, grant_id: 7, voucher_code: null, message: 'Done' };
    });
    const repriced = (): PointsShop => ({
      balance: 600,
      items: shop(600).items.map((item) =>
        item.id === 'bonus-10' ? { ...item, points: price } : item,
      ),
    });
    render({ ...base(600), pointsShop: async () => repriced(), pointsExchange });
    await userEvent.click(await screen.findByRole('button', { name: 'Exchange ₱10 Bonus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm exchange' });
    price = 600;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The price of this item is now 600 points.',
    );
    // The shop is read again: the dialog asks the new price, and the exchange sends it.
    expect(await within(dialog).findByText('Spend 600 points on ₱10 Bonus?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Done');
    expect(pointsExchange.mock.calls.map(([payload]) => payload.points)).toEqual([500, 600]);
  });

  it('redeems a shopping-app code: the button opens at 5 characters, at most 50 are taken', async () => {
    const voucherExchange = vi.fn(async () => 'Voucher redeemed: 100.00 PHP');
    render({ ...base(0), voucherExchange });
    const form = await screen.findByRole('form', { name: 'Have a voucher code?' });
    const field = within(form).getByRole('textbox', { name: 'Voucher code' });
    const redeem = within(form).getByRole('button', { name: 'Redeem' });
    expect(field).toHaveAttribute('maxLength', '50');
    await userEvent.type(field, 'ABCD');
    expect(redeem).toBeDisabled();
    await userEvent.type(field, 'E');
    expect(redeem).toBeEnabled();
    // Spec 5.6: five characters or fewer is a code error.
    await userEvent.click(redeem);
    expect(await within(form).findByRole('alert')).toHaveTextContent('Verification code error');
    expect(voucherExchange).not.toHaveBeenCalled();
    await userEvent.type(field, 'F');
    await userEvent.click(redeem);
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Voucher redeemed: 100.00 PHP',
    );
    expect(voucherExchange).toHaveBeenCalledWith({ exchangeCode: 'ABCDEF', device: 'web' });
    expect(field).toHaveValue('');
  });

  it('speaks Filipino: the balance, the rates, the history, the shop and its confirm step', async () => {
    await switchToFilipino();
    render(base(600));
    expect(await screen.findByRole('status', { name: 'Ang points mo' })).toHaveTextContent(
      '600points',
    );
    expect(
      within(screen.getByRole('list', { name: 'Paano kumita ng points' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Slot10 points kada ₱100', 'Live5 points kada ₱100']);
    const [line] = within(screen.getByRole('list', { name: 'History ng points' })).getAllByRole(
      'listitem',
    );
    expect(line).toHaveTextContent('Nakuha');
    expect(line).toHaveTextContent('Balance 600');

    const items = await screen.findByRole('list', { name: 'Points shop' });
    expect(
      within(items).getByRole('button', { name: 'Ipalit ang points sa ₱50 Gift Voucher' }),
    ).toHaveAccessibleDescription('Kulang ka pa ng 4,400 points');
    await userEvent.click(
      within(items).getByRole('button', { name: 'Ipalit ang points sa ₱10 Bonus' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Kumpirmahin ang palit' });
    expect(dialog).toHaveTextContent('Gamitin ang 500 points para sa ₱10 Bonus?');
    expect(dialog).toHaveTextContent('Kailangang itaya ang bonus nang 2 beses');
    expect(within(dialog).getByRole('button', { name: 'Kanselahin' })).toBeEnabled();
    expect(await screen.findByRole('form', { name: 'May voucher code ka?' })).toBeInTheDocument();
  });

  it('offers to try again when the points cannot be read', async () => {
    const points = vi
      .fn<FakeCalls['points']>()
      .mockRejectedValueOnce(new AppError('ERR_NETWORK', 'offline'))
      .mockResolvedValue(summary(42));
    render({ ...base(42), points });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('status', { name: 'Your points' })).toHaveTextContent('42');
  });
});
