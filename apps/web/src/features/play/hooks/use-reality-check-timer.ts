import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The reality check's timing: due `minutes` after play starts (`playing` turns true), then
 * `minutes` after each `resume` (the player's 'Continue playing'). While it is due, time is not
 * counted. A new interval (the player's setting arrives after the page opened) counts from the
 * same start.
 */
export function useRealityCheckTimer(
  minutes: number,
  playing: boolean,
): { due: boolean; resume: () => void } {
  const [due, setDue] = useState(false);
  const startedAt = useRef<number | null>(null);

  useEffect(() => {
    if (!playing || due) return;
    startedAt.current ??= Date.now();
    const wait = Math.max(0, startedAt.current + minutes * 60_000 - Date.now());
    const timer = window.setTimeout(() => setDue(true), wait);
    return () => window.clearTimeout(timer);
  }, [minutes, playing, due]);

  const resume = useCallback(() => {
    startedAt.current = Date.now();
    setDue(false);
  }, []);

  return { due, resume };
}
