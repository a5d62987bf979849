import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/** Navigates after a pause (e.g. 1 s after a success toast); cancelled if the screen goes. */
export function useDelayedNavigate(): (to: string, ms: number) => void {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(
    (to: string, ms: number) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => navigate(to, { replace: true }), ms);
    },
    [navigate],
  );
}
