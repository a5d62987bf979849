import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AppError,
  type DepositItem,
  type KycRecord,
  type KycStatus,
  type Paged,
} from '@pisoplay/contract';
import { clearSession, setSession } from '@/shared/session/session-store';
import type { FakeCalls } from '@/testing/fake-api';
import { switchToFilipino } from '@/testing/language';
import { renderScreen } from '@/testing/render-screen';
import { TransactionsScreen } from '../components/transactions-screen';

const SESSION = { token: 'tok-records', secret: 's', expires_at: '2099-01-01T00:00:00Z' };

const deposit = (id: number, status: DepositItem['status']): DepositItem => ({
  id,
  channel_name: 'GCash',
  created_at: '2026-11-23T05:00:00Z',
  amount: '1500.00',
  status,
});
const paged = <T,>(d: T[]): Paged<T> => ({ d, t: d.length, s: 1 });

function renderTab(
  tab: 'deposit' | 'balance',
  handlers: Partial<FakeCalls>,
  status: KycStatus = 'fully_kyc',
) {
  return renderScreen(
    <TransactionsScreen tab={tab} />,
    {
      kycDetail: async () => ({ status }) as KycRecord,
      memberDetail: async () => {
        throw new AppError('ERR_SERVER');
      },
      ...handlers,
    },
    { at: `/s-transaction/${tab}`, path: '/s-transaction/:tab' },
  );
}

/** The list's end is always in view: every observed sentinel asks for the next page. */
class SeenAtOnce {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
  }
  disconnect() {}
}

describe('the transaction records', () => {
  beforeEach(() => setSession(SESSION));
  afterEach(() => clearSession());

  it('colours deposit statuses and opens each order’s status page', async () => {
    renderTab('deposit', {
      depositList: async () =>
        paged([
          deposit(1, 'pending'),
          deposit(2, 'paying'),
          deposit(3, 'completed'),
          deposit(4, 'canceled'),
          deposit(5, 'timeout'),
        ]),
    });
    const list = await screen.findByRole('list', { name: 'Deposit records' });
    const rows = within(list).getAllByRole('link');
    const tones = rows.map((row) => [
      row.querySelector('[data-tone]')?.textContent,
      row.querySelector('[data-tone]')?.getAttribute('data-tone'),
    ]);
    expect(tones).toEqual([
      ['Pending', 'pending'],
      ['Paying', 'pending'],
      ['Completed', 'done'],
      ['Canceled', 'failed'],
      ['Timeout', 'failed'],
    ]);
    expect(rows[0]).toHaveAttribute('href', '/s-transaction/status?id=1&type=deposit');
    expect(rows[0]).toHaveTextContent('1,500.00');
  });

  it('leaves All out of the query and sends the chosen status and time', async () => {
    const depositList = vi.fn<FakeCalls['depositList']>(async () => paged([]));
    renderTab('deposit', { depositList });
    expect(await screen.findByText('There is no data yet!')).toBeInTheDocument();
    expect(depositList).toHaveBeenLastCalledWith({
      page: 1,
      page_size: 10,
      time_flag: 0,
      status: undefined,
    });
    const statusBox = screen.getByRole('combobox', { name: 'Status' });
    expect([...statusBox.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'All',
      'Pending',
      'Completed',
      'Canceled',
      'Timeout',
    ]);
    await userEvent.selectOptions(statusBox, 'Completed');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Time' }), 'Last 7 days');
    await waitFor(() =>
      expect(depositList).toHaveBeenLastCalledWith({
        page: 1,
        page_size: 10,
        time_flag: 7,
        status: 'completed',
      }),
    );
  });

  it('loads pages of 10 until a page comes back short', async () => {
    vi.stubGlobal('IntersectionObserver', SeenAtOnce);
    const depositList = vi.fn<FakeCalls['depositList']>(async ({ page: asked }) => {
      const page = Number(asked);
      const length = page === 1 ? 10 : 3;
      return paged(Array.from({ length }, (_, i) => deposit(page * 100 + i, 'completed')));
    });
    renderTab('deposit', { depositList });
    const list = await screen.findByRole('list', { name: 'Deposit records' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(13));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(depositList.mock.calls.map(([payload]) => payload.page)).toEqual([1, 2]);
  });

  it('lists balance movements with the types from the server as the filter', async () => {
    const transactionList = vi.fn<FakeCalls['transactionList']>(async () =>
      paged([
        {
          id: 1,
          remark: '',
          created_at: '2026-11-23T05:00:00Z',
          amount: '-300.00',
          after_amount: '1200.00',
          cash_type: 2001,
          name: 'Withdraw',
        },
      ]),
    );
    renderTab('balance', {
      transactionList,
      transactionTypes: async () => [
        { cash_type: 1001, name: 'Deposit' },
        { cash_type: 2001, name: 'Withdraw' },
      ],
    });
    const row = within(await screen.findByRole('list', { name: 'Balance records' })).getByRole(
      'listitem',
    );
    expect(row).toHaveTextContent('Withdraw');
    expect(row).toHaveTextContent('-300.00');
    expect(row).toHaveTextContent('Balance 1,200.00');
    const typeBox = screen.getByRole('combobox', { name: 'Type' });
    await waitFor(() => expect(typeBox.querySelectorAll('option')).toHaveLength(3));
    await userEvent.selectOptions(typeBox, 'Deposit');
    await waitFor(() =>
      expect(transactionList).toHaveBeenLastCalledWith(expect.objectContaining({ type: 1001 })),
    );
  });

  it('says so with a toast when a page fails', async () => {
    renderTab('deposit', {
      depositList: async () => {
        throw new AppError('ERR_SERVER', 'boom');
      },
    });
    expect(await screen.findByRole('button', { name: 'Error fetching data.' })).toBeInTheDocument();
  });

  it('keeps the records closed for a status that may not view them (spec 4.3)', async () => {
    const depositList = vi.fn(async () => paged([deposit(1, 'pending')]));
    renderTab('deposit', { depositList }, 'basic_kyc');
    expect(
      await screen.findByText('Records are available once your KYC verification is approved.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(depositList).not.toHaveBeenCalled();
  });
});

describe('the transaction records in Filipino', () => {
  beforeEach(() => setSession(SESSION));
  afterEach(() => clearSession());

  it('names the tabs, filters, statuses and kinds of movement in Filipino', async () => {
    await switchToFilipino();
    renderTab('deposit', { depositList: async () => paged([deposit(1, 'pending')]) });
    const list = await screen.findByRole('list', { name: 'Mga record ng Deposit' });
    expect(within(list).getByRole('link')).toHaveTextContent('Naghihintay');
    expect(screen.getByRole('link', { name: 'Withdrawal' })).toBeInTheDocument();
    const statusBox = screen.getByRole('combobox', { name: 'Status' });
    expect(statusBox.querySelector('option')).toHaveTextContent('Lahat');
    const timeBox = screen.getByRole('combobox', { name: 'Petsa' });
    expect([...timeBox.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Ngayon',
      'Kahapon',
      'Nakaraang 7 araw',
      '15 araw',
      '30 araw',
    ]);
  });

  it('names a balance movement by its kind', async () => {
    await switchToFilipino();
    renderTab('balance', {
      transactionList: async () =>
        paged([
          {
            id: 1,
            remark: '',
            created_at: '2026-11-23T05:00:00Z',
            amount: '50.00',
            after_amount: '1250.00',
            cash_type: 3002,
            name: 'Win',
          },
        ]),
      transactionTypes: async () => [{ cash_type: 3002, name: 'Win' }],
    });
    const row = within(
      await screen.findByRole('list', { name: 'Mga record ng Balance' }),
    ).getByRole('listitem');
    expect(row).toHaveTextContent('Panalo');
    expect(row).toHaveTextContent('Balance 1,250.00');
  });
});
