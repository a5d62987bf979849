import { useCallback, useEffect, useRef } from 'react';
import { createTapSequence } from './tap-sequence';

type TapSequence = ReturnType<typeof createTapSequence>;

/** A tap handler that calls `onComplete` after `count` quick taps in a row. */
export function useTapSequence(
  onComplete: () => void,
  count: number,
  maxGapMs: number,
): () => void {
  const latest = useRef(onComplete);
  const sequence = useRef<TapSequence | null>(null);
  useEffect(() => {
    latest.current = onComplete;
  });
  return useCallback(() => {
    sequence.current ??= createTapSequence({
      count,
      maxGapMs,
      onComplete: () => latest.current(),
    });
    sequence.current.tap();
  }, [count, maxGapMs]);
}
