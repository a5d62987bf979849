import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError, type DepositDetail, type WithdrawDetail } from '@pisoplay/contract';
import { clearSession, setSession } from '@/shared/session/session-store';
import { useWalletBalance } from '@/shared/session/wallet';
import type { FakeCalls } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render-screen';
import { ORDER_POLL_MS } from '../api/get-order';
import { OrderStatusScreen } from '../components/order-status-screen';

const SESSION = { token: 'tok-status', secret: 's', expires_at: '2099-01-01T00:00:00Z' };
const AT = '2026-11-23T05:00:00Z';
const LATER = '2026-11-23T05:00:04Z';

const depositDetail = (patch: Partial<DepositDetail>): DepositDetail => ({
  id: 5,
  channel_name: 'GCash',
  channel_img: 'channels/gcash.svg',
  created_at: AT,
  amount: '1500.00',
  status: 'pending',
  steps: [{ status: 'pending', at: AT }],
  reason: '',
  ...patch,
});

function Balance() {
  return <p>Header balance {useWalletBalance()}</p>;
}

describe('the order status page', () => {
  beforeEach(() => setSession(SESSION));
  afterEach(() => clearSession());

  it('follows a deposit every 2 s until it is completed, then re-reads the balance', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers = [
      depositDetail({}),
      depositDetail({}),
      depositDetail({
        status: 'completed',
        steps: [
          { status: 'pending', at: AT },
          { status: 'completed', at: LATER },
        ],
      }),
    ];
    const detail = vi.fn(async () => answers.shift() ?? answers[answers.length - 1]!);
    let balance = '0.00';
    renderScreen(
      <>
        <Balance />
        <OrderStatusScreen type="deposit" id={5} />
      </>,
      {
        depositDetail: detail,
        wallet: async () => ({
          uid: 1,
          balance,
          withdrawable: balance,
          wagering_remaining: '0.00',
        }),
      },
    );
    const badge = () => screen.getByText(/^(Pending|Completed)$/, { selector: '[data-tone]' });
    await waitFor(() => expect(badge()).toHaveTextContent('Pending'));
    expect(screen.getByText('Updating automatically…')).toBeInTheDocument();
    expect(detail).toHaveBeenCalledWith({ id: 5 });

    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_MS));
    expect(badge()).toHaveTextContent('Pending');
    balance = '1500.00';
    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_MS));
    await waitFor(() => expect(badge()).toHaveTextContent('Completed'));
    expect(badge()).toHaveAttribute('data-tone', 'done');
    const steps = within(screen.getByRole('list', { name: 'Progress' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining('Pending'),
      expect.stringContaining('Completed'),
    ]);
    await waitFor(() => expect(screen.getByText('Header balance 1500.00')).toBeInTheDocument());

    const calls = detail.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_MS * 3));
    expect(detail).toHaveBeenCalledTimes(calls);
    expect(screen.queryByText('Updating automatically…')).not.toBeInTheDocument();
  });

  it('shows a withdrawal’s account, masked, and why it was canceled', async () => {
    const withdrawDetail = vi.fn<FakeCalls['withdrawDetail']>(
      async (): Promise<WithdrawDetail> => ({
        ...depositDetail({}),
        status: 'canceled',
        account: '09171234567',
        reason: 'Rejected by the operator: account name mismatch',
        steps: [
          { status: 'under_review', at: AT },
          { status: 'canceled', at: LATER },
        ],
      }),
    );
    renderScreen(<OrderStatusScreen type="withdraw" id={5} />, {
      withdrawDetail,
      wallet: async () => ({ uid: 1, balance: '0', withdrawable: '0', wagering_remaining: '0' }),
    });
    expect(
      await screen.findByText('Rejected by the operator: account name mismatch'),
    ).toBeInTheDocument();
    expect(screen.getByText('0917****567')).toBeInTheDocument();
    expect(screen.getByText('Canceled', { selector: '[data-tone]' })).toHaveAttribute(
      'data-tone',
      'failed',
    );
    expect(screen.getByRole('heading', { name: 'Withdrawal Details' })).toBeInTheDocument();
  });

  it('says when the order does not exist', async () => {
    renderScreen(<OrderStatusScreen type="deposit" id={99} />, {
      depositDetail: async () => {
        throw new AppError('ERR_NOT_FOUND', 'Order not found');
      },
    });
    expect(await screen.findByText('This order was not found.')).toBeInTheDocument();
  });
});
