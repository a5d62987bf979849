import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError, type DepositStart } from '@pisoplay/contract';
import { clearSession, setSession } from '@/shared/session/session-store';
import { renderScreen } from '@/testing/render-screen';
import type { FakeCalls } from '@/testing/fake-api';
import { useWalletBalance } from '@/shared/session/wallet';
import { DepositForm } from '../components/deposit-form';
import { leaveFor } from '../lib/leave-for';
import { SESSION, channel, wallet } from './fixtures';

vi.mock('../lib/leave-for', () => ({ leaveFor: vi.fn() }));

const VOUCHER = channel({ id: 1008, name: 'Voucher', amount_limit: [], tips: '' });

/** The header's balance: the wallet query the sheet refreshes. */
function Balance() {
  return <p>Balance {useWalletBalance()}</p>;
}

function renderDeposit(handlers: Partial<FakeCalls>) {
  const onDone = vi.fn();
  const screenApi = renderScreen(
    <>
      <Balance />
      <DepositForm onDone={onDone} />
    </>,
    {
      channelList: async () => [channel(), channel({ id: 1002, name: 'Maya' }), channel(), VOUCHER],
      wallet: async () => wallet(),
      ...handlers,
    },
  );
  return { onDone, ...screenApi };
}

const amountBox = () => screen.getByRole('textbox', { name: 'Amount' });
const depositButton = () => screen.getByRole('button', { name: 'Deposit' });

describe('the deposit sheet', () => {
  beforeEach(() => {
    setSession(SESSION);
    vi.mocked(leaveFor).mockReset();
  });
  afterEach(() => clearSession());

  it('lists each channel once with its image, and prompts with the channel’s range', async () => {
    renderDeposit({});
    const methods = await screen.findByRole('radiogroup', { name: 'Payment method' });
    expect([...methods.querySelectorAll('[role=radio]')].map((radio) => radio.textContent)).toEqual(
      ['GCash', 'Maya', 'Voucher'],
    );
    expect(methods.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringContaining('gcash.svg'),
    );
    expect(amountBox()).toHaveAttribute('placeholder', 'Enter Amount: 100-50000');
    expect(amountBox()).toHaveAttribute('maxLength', '20');
  });

  it('quotes the chosen channel’s own range in its prompt and its help line', async () => {
    renderDeposit({
      channelList: async () => [
        channel(),
        channel({ id: 1002, name: 'Maya', min_amount: '1000.00', max_amount: '20000.00' }),
      ],
    });
    await screen.findByRole('radiogroup', { name: 'Payment method' });
    expect(
      screen.getByText('Deposit minimum per transaction range 100 to 50,000 pesos.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Maya' }));
    expect(amountBox()).toHaveAttribute('placeholder', 'Enter Amount: 1000-20000');
    expect(
      screen.getByText('Deposit minimum per transaction range 1,000 to 20,000 pesos.'),
    ).toBeInTheDocument();
  });

  it('says there is no payment method when the list is empty', async () => {
    renderDeposit({ channelList: async () => [] });
    expect(
      await screen.findByRole('button', { name: 'No payment methods available' }),
    ).toBeInTheDocument();
  });

  it('enables Deposit only for a whole amount within the channel’s limits', async () => {
    renderDeposit({});
    await screen.findByRole('radiogroup', { name: 'Payment method' });
    expect(depositButton()).toBeDisabled();
    await userEvent.type(amountBox(), '5a0');
    expect(amountBox()).toHaveValue('50');
    expect(screen.getByRole('alert')).toHaveTextContent('Minimum value is 100');
    expect(depositButton()).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '500' }));
    expect(amountBox()).toHaveValue('500');
    expect(screen.getByRole('button', { name: '500' })).toHaveAttribute('aria-pressed', 'true');
    expect(depositButton()).toBeEnabled();
  });

  it('sends the amount, channel and an attempt key, then goes to pay_url', async () => {
    const deposit = vi.fn(async (): Promise<DepositStart> => ({ pay_url: '/sim/pay/abc', id: 5 }));
    const { onDone } = renderDeposit({ deposit });
    await screen.findByRole('radiogroup', { name: 'Payment method' });
    await userEvent.click(screen.getByRole('radio', { name: 'Maya' }));
    await userEvent.type(amountBox(), '1500');
    await userEvent.click(depositButton());
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('/sim/pay/abc'));
    expect(deposit).toHaveBeenCalledWith({
      amount: '1500',
      pid: 1002,
      device: 'web',
      idempotency_key: expect.stringMatching(/^[A-Za-z0-9-]{36}$/),
    });
    expect(onDone).toHaveBeenCalled();
  });

  it('shows a missing pay_url and a server refusal on the amount field', async () => {
    const deposit = vi
      .fn<FakeCalls['deposit']>()
      .mockResolvedValueOnce({ id: 5 } as DepositStart)
      .mockRejectedValueOnce(new AppError('ERR_BUSINESS', 'Channel is under maintenance'))
      .mockRejectedValueOnce(new AppError('ERR_SERVER'))
      .mockRejectedValueOnce(new TypeError('x is undefined'));
    renderDeposit({ deposit });
    await screen.findByRole('radiogroup', { name: 'Payment method' });
    await userEvent.type(amountBox(), '1000');
    await userEvent.click(depositButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('deposit pay_url error');
    await userEvent.click(depositButton());
    expect(await screen.findByText('Channel is under maintenance')).toBeInTheDocument();
    await userEvent.click(depositButton());
    expect(await screen.findByText('Recharge failed')).toBeInTheDocument();
    await userEvent.click(depositButton());
    expect(await screen.findByText('deposit error')).toBeInTheDocument();
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it('stays busy after a click until the answer or 3 s, whichever is first', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const deposit = vi.fn(() => new Promise<DepositStart>(() => {}));
    renderDeposit({ deposit });
    await screen.findByRole('radiogroup', { name: 'Payment method' });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(amountBox(), '1000');
    await user.click(depositButton());
    expect(depositButton()).toBeDisabled();
    expect(depositButton()).toHaveAttribute('aria-busy', 'true');
    await user.click(depositButton());
    expect(deposit).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(depositButton()).toBeEnabled();
  });

  it('redeems a voucher code: spaces removed, 5 characters enable, 6 are needed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const voucherExchange = vi.fn(async () => 'Voucher redeemed: 500.00 PHP');
    const walletCall = vi.fn(async () => wallet());
    const { onDone } = renderDeposit({ voucherExchange, wallet: walletCall });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('radio', { name: 'Voucher' }));
    const code = screen.getByRole('textbox', { name: 'Voucher code' });
    expect(code).toHaveAttribute('maxLength', '50');
    await user.type(code, 'AB CD');
    expect(depositButton()).toBeDisabled();
    await user.type(code, 'E');
    expect(code).toHaveValue('ABCDE');
    expect(depositButton()).toBeEnabled();
    await user.click(depositButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Verification code error');
    expect(voucherExchange).not.toHaveBeenCalled();

    await user.type(code, 'F');
    await user.click(depositButton());
    expect(await screen.findByText('Voucher redeemed: 500.00 PHP')).toBeInTheDocument();
    expect(voucherExchange).toHaveBeenCalledWith({ exchangeCode: 'ABCDEF', device: 'web' });
    expect(onDone).toHaveBeenCalled();
    const before = walletCall.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(walletCall).toHaveBeenCalledTimes(before);
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(walletCall).toHaveBeenCalledTimes(before + 1));
  });

  it('puts a refused voucher’s message on the code field', async () => {
    renderDeposit({
      voucherExchange: async () => {
        throw new AppError('ERR_BUSINESS', 'This code has already been used');
      },
    });
    await userEvent.click(await screen.findByRole('radio', { name: 'Voucher' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Voucher code' }), 'USEDCODE1');
    await userEvent.click(depositButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('This code has already been used');
  });
});
