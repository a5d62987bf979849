import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { secondsUntil, useCountdown } from '@/shared/lib/use-countdown';
import { ResendButton, formatWait } from '@/shared/ui/resend-button';

const T0 = new Date('2026-01-01T00:00:00Z').getTime();

describe('countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('secondsUntil rounds up and never goes below zero', () => {
    expect(secondsUntil(T0 + 30_000, T0)).toBe(30);
    expect(secondsUntil(T0 + 29_001, T0)).toBe(30);
    expect(secondsUntil(T0 + 29_000, T0)).toBe(29);
    expect(secondsUntil(T0 - 5_000, T0)).toBe(0);
    expect(secondsUntil(null, T0)).toBe(0);
  });

  it('useCountdown counts down each second to zero', () => {
    const { result } = renderHook(() => useCountdown(T0 + 30_000));
    expect(result.current).toBe(30);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(29);
    act(() => vi.advanceTimersByTime(28_000));
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toBe(0);
  });

  it('formats waits as seconds, or minutes and seconds from a minute up', () => {
    expect(formatWait(30)).toBe('30s');
    expect(formatWait(59)).toBe('59s');
    expect(formatWait(1800)).toBe('30:00');
    expect(formatWait(61)).toBe('1:01');
  });

  it("ResendButton: 'Resend Code' disabled for 30 s, then 'Send code'", () => {
    const onResend = vi.fn();
    const { rerender } = render(
      <ResendButton
        availableAt={T0 + 30_000}
        onResend={onResend}
        resendLabel="Resend Code"
        sendLabel="Send code"
      />,
    );
    const counting = screen.getByRole('button', { name: /Resend Code/ });
    expect(counting).toBeDisabled();
    expect(counting).toHaveTextContent('Resend Code(30s)');
    act(() => vi.advanceTimersByTime(29_000));
    expect(screen.getByRole('button')).toHaveTextContent('(1s)');
    act(() => vi.advanceTimersByTime(1_000));
    const ready = screen.getByRole('button', { name: 'Send code' });
    expect(ready).toBeEnabled();
    act(() => ready.click());
    expect(onResend).toHaveBeenCalledTimes(1);

    // A new end (a resend) restarts the countdown.
    rerender(
      <ResendButton
        availableAt={Date.now() + 1_800_000}
        onResend={onResend}
        resendLabel="Resend Code"
        sendLabel="Send code"
      />,
    );
    expect(screen.getByRole('button', { name: /Resend Code/ })).toHaveTextContent('(30:00)');
  });
});
