import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRealityCheckTimer } from '../use-reality-check-timer';

const MINUTE = 60_000;

const render = (minutes: number, playing = true) =>
  renderHook(
    (props: { minutes: number; playing: boolean }) =>
      useRealityCheckTimer(props.minutes, props.playing),
    { initialProps: { minutes, playing } },
  );

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('the reality check timer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is due after the interval of play, not a moment before', () => {
    const { result } = render(30);
    advance(30 * MINUTE - 1);
    expect(result.current.due).toBe(false);
    advance(1);
    expect(result.current.due).toBe(true);
  });

  it('stays due until resumed, then is due again one interval after Continue', () => {
    const { result } = render(15);
    advance(15 * MINUTE);
    expect(result.current.due).toBe(true);
    // The dialog stays open five minutes: that time is not counted.
    advance(5 * MINUTE);
    expect(result.current.due).toBe(true);
    act(() => result.current.resume());
    expect(result.current.due).toBe(false);
    advance(15 * MINUTE - 1);
    expect(result.current.due).toBe(false);
    advance(1);
    expect(result.current.due).toBe(true);
  });

  it('counts from when play starts, not from when the page opened', () => {
    const { result, rerender } = render(15, false);
    advance(60 * MINUTE);
    expect(result.current.due).toBe(false);
    rerender({ minutes: 15, playing: true });
    advance(15 * MINUTE - 1);
    expect(result.current.due).toBe(false);
    advance(1);
    expect(result.current.due).toBe(true);
  });

  it('takes a new interval from the same start', () => {
    const { result, rerender } = render(30);
    advance(10 * MINUTE);
    // The player's setting arrives: 15 minutes, of which 10 have gone.
    rerender({ minutes: 15, playing: true });
    advance(5 * MINUTE - 1);
    expect(result.current.due).toBe(false);
    advance(1);
    expect(result.current.due).toBe(true);
  });

  it('stops counting when the page goes', () => {
    const { result, unmount } = render(15);
    unmount();
    advance(15 * MINUTE);
    expect(result.current.due).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
