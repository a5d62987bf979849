import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStagedReveal } from '../use-staged-reveal';

describe('useStagedReveal (the lobby draws its rows a frame apart)', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** One painted frame, then the timer set in it. */
  const nextFrame = () =>
    act(() => {
      vi.advanceTimersToNextFrame();
      vi.runOnlyPendingTimers();
    });

  it('shows nothing in the first frame, then one more part after each frame, up to the count', () => {
    const { result } = renderHook(() => useStagedReveal(3));
    expect(result.current).toBe(0);
    const seen = [];
    for (let frame = 0; frame < 5; frame += 1) {
      nextFrame();
      seen.push(result.current);
    }
    expect(seen).toEqual([1, 2, 3, 3, 3]);
  });

  it('stops its frames when the screen goes away', () => {
    const { result, unmount } = renderHook(() => useStagedReveal(3));
    nextFrame();
    expect(result.current).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
