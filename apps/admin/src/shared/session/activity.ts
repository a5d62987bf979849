/**
 * The operator's own activity (keys, pointer): background reads (the queue counts) stop when
 * nobody has touched the page for a while, so they never keep an idle session alive, and the
 * page signs out by itself when the session's idle time has passed.
 */
let lastActivity = Date.now();
let watching = false;

const touch = () => {
  lastActivity = Date.now();
};

export function watchActivity(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  for (const event of ['pointerdown', 'keydown', 'wheel', 'focus'] as const) {
    window.addEventListener(event, touch, { passive: true, capture: true });
  }
}

export const idleForMs = (now = Date.now()): number => now - lastActivity;

/** Background reads run only while someone was at the page in the last few minutes. */
export const ACTIVE_WINDOW_MS = 5 * 60_000;
export const isOperatorActive = (): boolean => idleForMs() < ACTIVE_WINDOW_MS;

/** For tests. */
export function markActivity(at = Date.now()): void {
  lastActivity = at;
}
