import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_SOCKET_PATH } from '@pisoplay/contract';
import { clearSession, setSession } from '@/shared/session/session-store';
import { useWalletBalance } from '@/shared/session/wallet';
import { renderScreen } from '@/testing/render-screen';
import { LiveBalance } from '../live-balance';

/** Browser WebSockets the test drives: each opened one is recorded. */
class FakeSocket {
  static opened: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
    queueMicrotask(() => this.onopen?.());
  }
  close() {
    this.closed = true;
  }
  push(data: unknown) {
    act(() => this.onmessage?.({ data: JSON.stringify(data) }));
  }
}

function Balance() {
  return <p>Balance {useWalletBalance()}</p>;
}

const wallet = (balance: string) => ({ balance, withdrawable: balance, wagering_remaining: '0' });

describe('the live balance', () => {
  afterEach(() => {
    clearSession();
    FakeSocket.opened = [];
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('reads the wallet again on each balance note, and opens a new socket after a restart', async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    setSession({ token: 'tok-live', secret: 's', expires_at: '2099-01-01T00:00:00Z' });
    const balances = ['100.00', '250.00', '300.00'];
    const walletCall = vi.fn(async () => wallet(balances.shift() ?? '0'));
    let tickets = 0;
    const liveTicket = vi.fn(async () => ({ ticket: `ticket-${(tickets += 1)}` }));
    renderScreen(
      <>
        <Balance />
        <LiveBalance />
      </>,
      { wallet: walletCall, liveTicket } as never,
    );
    expect(await screen.findByText('Balance 100.00')).toBeInTheDocument();
    await vi.waitFor(() => expect(FakeSocket.opened).toHaveLength(1));
    const [socket] = FakeSocket.opened;
    expect(new URL(socket!.url).pathname).toBe(LIVE_SOCKET_PATH);
    expect(new URL(socket!.url).searchParams.get('ticket')).toBe('ticket-1');

    socket!.push({ type: 'balance' });
    expect(await screen.findByText('Balance 250.00')).toBeInTheDocument();

    // The server restarts (1012): a new ticket and a new socket, without waiting long.
    act(() => socket!.onclose?.({ code: 1012 }));
    await vi.waitFor(() => expect(FakeSocket.opened).toHaveLength(2), { timeout: 2000 });
    expect(new URL(FakeSocket.opened[1]!.url).searchParams.get('ticket')).toBe('ticket-2');
    FakeSocket.opened[1]!.push({ type: 'balance' });
    expect(await screen.findByText('Balance 300.00')).toBeInTheDocument();
  });
});
