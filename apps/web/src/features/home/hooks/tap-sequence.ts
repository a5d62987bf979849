export type TapSequenceOptions = {
  /** Taps needed in a row. */
  count: number;
  /** A tap counts only if it comes less than this many milliseconds after the previous one. */
  maxGapMs: number;
  onComplete: () => void;
  now?: () => number;
};

/**
 * Counts taps in a row. A tap that comes too late starts a new row; the row completes after
 * `count` taps and then starts over.
 */
export function createTapSequence({
  count,
  maxGapMs,
  onComplete,
  now = Date.now,
}: TapSequenceOptions) {
  let taps = 0;
  let last = Number.NEGATIVE_INFINITY;
  return {
    tap(): void {
      const time = now();
      taps = time - last < maxGapMs ? taps + 1 : 1;
      last = time;
      if (taps >= count) {
        taps = 0;
        last = Number.NEGATIVE_INFINITY;
        onComplete();
      }
    },
    reset(): void {
      taps = 0;
      last = Number.NEGATIVE_INFINITY;
    },
    get taps(): number {
      return taps;
    },
  };
}
