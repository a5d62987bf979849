import { useEffect, useState } from 'react';

/** Whole seconds from `now` until `endAt` (epoch ms), never below zero; 0 without an end. */
export function secondsUntil(endAt: number | null | undefined, now: number): number {
  if (!endAt) return 0;
  return Math.max(0, Math.ceil((endAt - now) / 1000));
}

/** An end `seconds` from now (epoch ms): for event handlers that start a countdown. */
export const endFromNow = (seconds: number): number => Date.now() + seconds * 1000;

/**
 * Seconds left until `endAt`, re-rendering as they change; 0 once it has passed. The end is read
 * when the component mounts: give the component `key={endAt}` to restart it with a new end.
 */
export function useCountdown(endAt: number | null): number {
  const [left, setLeft] = useState(() => secondsUntil(endAt, Date.now()));

  useEffect(() => {
    if (!endAt) return;
    const id = window.setInterval(() => {
      const next = secondsUntil(endAt, Date.now());
      setLeft(next);
      if (next === 0) window.clearInterval(id);
    }, 250);
    return () => window.clearInterval(id);
  }, [endAt]);

  return left;
}
