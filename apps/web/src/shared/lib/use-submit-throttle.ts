import { useCallback, useEffect, useRef, useState } from 'react';

export type SubmitThrottle = {
  /** Runs `fn` now, or when the throttle window ends; a later call replaces a waiting one. */
  run: (fn: () => void) => void;
  /** A submit is waiting for the window to end: show the button busy. */
  waiting: boolean;
};

/**
 * Submit throttle of spec 5.4: at most one submit per `ms`. A tap inside the window is never
 * swallowed: it waits and goes through when the window ends (a corrected retry after an error
 * is sent), and `waiting` lets the form say so.
 */
export function useSubmitThrottle(ms: number): SubmitThrottle {
  const last = useRef(Number.NEGATIVE_INFINITY);
  const timer = useRef<number | undefined>(undefined);
  const [waiting, setWaiting] = useState(false);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const run = useCallback(
    (fn: () => void) => {
      window.clearTimeout(timer.current);
      const go = () => {
        timer.current = undefined;
        last.current = Date.now();
        setWaiting(false);
        fn();
      };
      const wait = last.current + ms - Date.now();
      if (wait <= 0) {
        go();
        return;
      }
      setWaiting(true);
      timer.current = window.setTimeout(go, wait);
    },
    [ms],
  );
  return { run, waiting };
}
