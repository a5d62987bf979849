import { businessError } from '@pisoplay/contract';

/**
 * The result of work done in a transaction that must commit even when the request fails (a
 * counted wrong code, a lock): the transaction returns a failure instead of throwing, and the
 * caller throws after the commit with `settle`.
 */
export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

export const success = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const failure = <T = never>(message: string): Outcome<T> => ({ ok: false, message });

/** The value of a successful outcome; a failed one becomes ERR_BUSINESS with its message. */
export function settle<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw businessError(outcome.message);
  return outcome.value;
}
