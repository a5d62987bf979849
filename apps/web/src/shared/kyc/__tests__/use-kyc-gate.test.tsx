import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KycRecord, KycStatus, Profile } from '@pisoplay/contract';
import { ApiClientContext } from '@/shared/api/api-context';
import { clearSession, setSession } from '@/shared/session/session-store';
import { ModalProvider } from '@/shared/ui/modal/modal-provider';
import { fakeApiCall } from '@/testing/fake-api';
import { switchToFilipino } from '@/testing/language';
import { KycRefusedState } from '../kyc-refused-state';
import { useKycGate, type KycGate } from '../use-kyc-gate';

const SESSION = { token: 'tok-gate', secret: 's', expires_at: '2099-01-01T00:00:00Z' };

function Harness({ onGate }: { onGate: (gate: KycGate) => void }) {
  const gate = useKycGate();
  useEffect(() => {
    onGate(gate);
  }, [gate, onGate]);
  return null;
}

function setup(statuses: KycStatus[]) {
  const kycDetail = vi.fn(async () => {
    const status = statuses.shift() ?? 'unset';
    return { status, deadline_at: new Date(Date.now() + 3_600_000).toISOString() } as KycRecord;
  });
  const memberDetail = vi.fn(async () => ({ kyc_status: 0 }) as Profile);
  let gate: KycGate = async () => false;
  render(
    <ApiClientContext.Provider value={fakeApiCall({ kycDetail, memberDetail })}>
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <MemoryRouter>
          <ModalProvider>
            <Harness onGate={(g) => (gate = g)} />
          </ModalProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </ApiClientContext.Provider>,
  );
  return {
    kycDetail,
    run: (...args: Parameters<KycGate>) => act(() => gate(...args)),
    /** Two runs started together, the second before the first has its answer. */
    runTwice: (first: () => void, second: () => void) =>
      act(() => Promise.all([gate('play', first), gate('play', second)])),
  };
}

describe('useKycGate', () => {
  beforeEach(() => setSession(SESSION));
  afterEach(() => clearSession());

  it('proceeds when the fresh status allows the action', async () => {
    const { run } = setup(['fully_kyc']);
    const proceed = vi.fn();
    await expect(run('withdraw', proceed)).resolves.toBe(true);
    expect(proceed).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the game reminder with its way to KYC when play is refused', async () => {
    const { run } = setup(['unset']);
    const proceed = vi.fn();
    await expect(run('play', proceed)).resolves.toBe(false);
    expect(proceed).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog', {
      name: 'Please Complete Your KYC Account Vertification',
    });
    expect(dialog).toHaveTextContent('before you can enter the game!');
    expect(screen.getByRole('button', { name: 'Go To KYC Verify Now' })).toBeInTheDocument();
  });

  it('shows the under-review hint with Okay and Contact for a withdrawal under review', async () => {
    const { run } = setup(['under_review']);
    await run('withdraw', vi.fn());
    expect(await screen.findByRole('dialog', { name: 'KYC Is Under Review...' })).toHaveTextContent(
      'Your KYC is under review. You can use the withdraw function only after it is passed.',
    );
    expect(screen.getByRole('button', { name: 'Okay' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact' })).toBeInTheDocument();
  });

  it('runs the custom handler instead of the modal', async () => {
    const { run } = setup(['frozen']);
    const onDenied = vi.fn();
    await run('deposit', vi.fn(), { onDenied });
    expect(onDenied).toHaveBeenCalledWith('frozen');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('re-fetches at most once per 1.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    try {
      const { run, kycDetail } = setup(['fully_kyc', 'unset']);
      await run('play', vi.fn());
      await run('play', vi.fn());
      expect(kycDetail).toHaveBeenCalledTimes(1);
      vi.setSystemTime(Date.now() + 1_600);
      const proceed = vi.fn();
      await run('play', proceed);
      expect(kycDetail).toHaveBeenCalledTimes(2);
      expect(proceed).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops the answer of a run that a newer run overtook', async () => {
    const { runTwice } = setup(['fully_kyc']);
    const first = vi.fn();
    const second = vi.fn();
    const [a, b] = await runTwice(first, second);
    expect([a, b]).toEqual([false, true]);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
  });

  it('words the modals in Filipino', async () => {
    await switchToFilipino();
    const { run } = setup(['unset']);
    await run('play', vi.fn());
    const dialog = await screen.findByRole('dialog', {
      name: 'Pakikumpleto ang KYC verification ng account mo',
    });
    expect(dialog).toHaveTextContent('bago ka makapasok sa laro!');
    expect(screen.getByRole('button', { name: 'I-verify ang KYC ngayon' })).toBeInTheDocument();
  });

  it('a refused screen says why in Filipino, with its way to KYC', async () => {
    await switchToFilipino();
    render(
      <MemoryRouter>
        <KycRefusedState action="withdraw" />
      </MemoryRouter>,
    );
    expect(screen.getByText(/bago ka makapag-withdraw!$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'I-verify ang KYC ngayon' })).toHaveAttribute(
      'href',
      '/s-kyc',
    );
  });
});
