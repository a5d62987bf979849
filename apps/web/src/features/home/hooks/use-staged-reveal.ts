import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `count` parts of a screen to draw: none in the first frame, then one more after
 * each frame the browser has painted. A slow phone then lays out and paints the lobby in a few
 * short steps instead of one long one in which it cannot answer a tap.
 */
export function useStagedReveal(count: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown >= count) return;
    let timer = 0;
    // After the frame is painted (a timer set in the frame runs once it is on screen).
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setShown((n) => n + 1)));
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [shown, count]);
  return Math.min(shown, count);
}
