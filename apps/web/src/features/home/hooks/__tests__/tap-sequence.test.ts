import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTapSequence } from '../tap-sequence';
import { DEBUG_TAP_COUNT, DEBUG_TAP_MAX_GAP_MS } from '../../copy';

describe('createTapSequence (debug console: 30 taps, each under 500 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const make = () => {
    const onComplete = vi.fn();
    const sequence = createTapSequence({
      count: DEBUG_TAP_COUNT,
      maxGapMs: DEBUG_TAP_MAX_GAP_MS,
      onComplete,
    });
    const tapTimes = (times: number, gapMs: number) => {
      for (let i = 0; i < times; i += 1) {
        vi.advanceTimersByTime(gapMs);
        sequence.tap();
      }
    };
    return { onComplete, sequence, tapTimes };
  };

  it('uses the spec values', () => {
    expect(DEBUG_TAP_COUNT).toBe(30);
    expect(DEBUG_TAP_MAX_GAP_MS).toBe(500);
  });

  it('fires once on the 30th quick tap, not before', () => {
    const { onComplete, tapTimes } = make();
    tapTimes(29, 499);
    expect(onComplete).not.toHaveBeenCalled();
    tapTimes(1, 499);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('a gap of 500 ms or more starts the count again', () => {
    const { onComplete, sequence, tapTimes } = make();
    tapTimes(20, 100);
    tapTimes(1, 500); // too slow: this tap is the first of a new row
    expect(sequence.taps).toBe(1);
    tapTimes(28, 100);
    expect(onComplete).not.toHaveBeenCalled();
    tapTimes(1, 100);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('starts over after completing', () => {
    const { onComplete, tapTimes } = make();
    tapTimes(30, 50);
    tapTimes(29, 50);
    expect(onComplete).toHaveBeenCalledTimes(1);
    tapTimes(1, 50);
    expect(onComplete).toHaveBeenCalledTimes(2);
  });
});
