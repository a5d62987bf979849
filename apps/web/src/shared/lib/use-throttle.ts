import { useCallback, useRef } from 'react';

/**
 * Submit throttle of spec 5.4: `run(fn)` runs `fn` unless it ran less than `ms` ago, and says
 * whether it ran.
 */
export function useThrottle(ms: number): (fn: () => void) => boolean {
  const last = useRef(Number.NEGATIVE_INFINITY);
  return useCallback(
    (fn: () => void) => {
      const now = Date.now();
      if (now - last.current < ms) return false;
      last.current = now;
      fn();
      return true;
    },
    [ms],
  );
}
