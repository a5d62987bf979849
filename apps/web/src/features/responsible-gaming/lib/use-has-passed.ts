import { useEffect, useState } from 'react';

/** The longest wait a browser timer takes (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Whether the time `at` (ISO) has passed, turning true when it does (a waiting limit change
 * becomes confirmable while the screen is open). The time is read when the component mounts:
 * give the component `key={at}` for a new one.
 */
export function useHasPassed(at: string): boolean {
  const [passed, setPassed] = useState(() => Date.parse(at) <= Date.now());
  useEffect(() => {
    const wait = Date.parse(at) - Date.now();
    if (passed || wait > MAX_TIMER_MS) return;
    const timer = window.setTimeout(() => setPassed(true), Math.max(wait, 0));
    return () => window.clearTimeout(timer);
  }, [at, passed]);
  return passed;
}
