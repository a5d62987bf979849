import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The double-click guard of spec 4.9: after a click the button is busy until `release()`
 * (success or error) or until `ms` have passed, whichever comes first.
 */
export function useBusyGuard(ms: number) {
  const [busy, setBusy] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const hold = useCallback(() => {
    window.clearTimeout(timer.current);
    setBusy(true);
    timer.current = window.setTimeout(() => setBusy(false), ms);
  }, [ms]);
  const release = useCallback(() => {
    window.clearTimeout(timer.current);
    setBusy(false);
  }, []);
  return { busy, hold, release };
}
