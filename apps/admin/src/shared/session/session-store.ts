import { useSyncExternalStore } from 'react';
import type { OperatorProfile, Session } from '@pisoplay/contract';
import { createStore } from '@/shared/lib/create-store';

/** The operator's session and who they are, kept per tab (sessionStorage, never localStorage). */
export type OperatorSession = { session: Session; operator: OperatorProfile };

const KEY = 'pisoplay-admin:session';

/** What the sign-in page says after the server ended the session (idle, signed out elsewhere). */
export const SESSION_ENDED_MESSAGE = 'Your session ended. Please sign in again.';

function read(storage: Storage | undefined): OperatorSession | null {
  try {
    const text = storage?.getItem(KEY);
    if (!text) return null;
    const value = JSON.parse(text) as OperatorSession;
    return typeof value?.session?.token === 'string' && value.session.token && value.operator
      ? value
      : null;
  } catch {
    return null;
  }
}

const storage = (): Storage | undefined => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

const current = createStore<OperatorSession | null>(read(storage()));
/** Why the last session ended, shown once on the sign-in page ('' for none). */
const endedBecause = createStore('');

export const getOperatorSession = current.get;

export function setOperatorSession(value: OperatorSession): void {
  storage()?.setItem(KEY, JSON.stringify(value));
  endedBecause.set('');
  current.set(value);
}

/** The profile changed (adminMe, second factor enrolled): kept with the session. */
export function updateOperator(operator: OperatorProfile): void {
  const held = current.get();
  if (!held) return;
  const same = JSON.stringify(held.operator) === JSON.stringify(operator);
  if (!same) setOperatorSession({ ...held, operator });
}

/** Forgets the session; `message` is shown on the sign-in page. */
export function clearOperatorSession(message = ''): void {
  storage()?.removeItem(KEY);
  endedBecause.set(message);
  current.set(null);
}

export const useOperatorSession = (): OperatorSession | null =>
  useSyncExternalStore(current.subscribe, current.get, () => null);

export const useSessionEndedMessage = (): string =>
  useSyncExternalStore(endedBecause.subscribe, endedBecause.get, () => '');

/** For tests: a store as a fresh tab has it. */
export function resetSessionStore(): void {
  storage()?.removeItem(KEY);
  endedBecause.set('');
  current.set(null);
}
