import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUBMIT_THROTTLE_MS } from '@pisoplay/contract';
import { useSubmitThrottle } from '@/shared/lib/use-submit-throttle';

const WINDOW = SUBMIT_THROTTLE_MS.password;

describe('submit throttle (spec 5.4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first submit at once', () => {
    const { result } = renderHook(() => useSubmitThrottle(WINDOW));
    const submit = vi.fn();
    act(() => result.current.run(submit));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(result.current.waiting).toBe(false);
  });

  it('never swallows a tap inside the window: it waits, says so, then goes through', () => {
    const { result } = renderHook(() => useSubmitThrottle(WINDOW));
    const wrong = vi.fn();
    const corrected = vi.fn();
    act(() => result.current.run(wrong));
    act(() => vi.advanceTimersByTime(1_000));

    act(() => result.current.run(corrected));
    expect(corrected).not.toHaveBeenCalled();
    expect(result.current.waiting).toBe(true);

    act(() => vi.advanceTimersByTime(WINDOW - 1_000 - 1));
    expect(corrected).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(corrected).toHaveBeenCalledTimes(1);
    expect(result.current.waiting).toBe(false);
    expect(wrong).toHaveBeenCalledTimes(1);
  });

  it('sends only the latest of several taps made while waiting, and restarts the window', () => {
    const { result } = renderHook(() => useSubmitThrottle(WINDOW));
    const first = vi.fn();
    const second = vi.fn();
    const third = vi.fn();
    act(() => result.current.run(first));
    act(() => result.current.run(second));
    act(() => result.current.run(third));
    act(() => vi.advanceTimersByTime(WINDOW));
    expect(second).not.toHaveBeenCalled();
    expect(third).toHaveBeenCalledTimes(1);

    const fourth = vi.fn();
    act(() => result.current.run(fourth));
    expect(fourth).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(WINDOW));
    expect(fourth).toHaveBeenCalledTimes(1);
  });

  it('drops a waiting submit when the form goes away', () => {
    const { result, unmount } = renderHook(() => useSubmitThrottle(WINDOW));
    const later = vi.fn();
    act(() => result.current.run(vi.fn()));
    act(() => result.current.run(later));
    unmount();
    act(() => vi.advanceTimersByTime(WINDOW));
    expect(later).not.toHaveBeenCalled();
  });
});
