/** The time source of the server. Tests inject a manual clock to move time forward. */
export type Clock = { now(): number };

export const systemClock: Clock = { now: () => Date.now() };

export type ManualClock = Clock & { advance(ms: number): void; set(ms: number): void };

/** A clock that only moves when told to. */
export function manualClock(start: number = Date.now()): ManualClock {
  let current = start;
  return {
    now: () => current,
    advance(ms) {
      current += ms;
    },
    set(ms) {
      current = ms;
    },
  };
}
