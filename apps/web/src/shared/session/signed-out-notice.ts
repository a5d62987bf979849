import { useSyncExternalStore } from 'react';
import { createStore } from '@/shared/lib/create-store';
import { sessionStore } from '@/shared/storage/storage';
import { clearSession } from './session-store';

const KEY = 'signed-out-notice';

/** Why the app signed the player out, for a person: a title, the message, a further line. */
export type SignedOutNotice = { title: string; message: string; detail?: string };

/**
 * A sign-out the player caused with a call that ended their sessions on the server (a
 * self-exclusion): the session effects show the notice on whatever screen the sign-out leads to
 * (home, since the screen that made the call is a signed-in one). Kept for the browser tab, so a
 * reload still says why, until the player closes it.
 */
const notice = createStore<SignedOutNotice | null>(sessionStore.get<SignedOutNotice>(KEY) ?? null);

/** Keeps the notice, then clears the session here as a 401 does (the server's is gone). */
export function signOutWithNotice(next: SignedOutNotice): void {
  sessionStore.set(KEY, next);
  notice.set(next);
  clearSession();
}

export function dismissSignedOutNotice(): void {
  sessionStore.remove(KEY);
  notice.set(null);
}

export function useSignedOutNotice(): SignedOutNotice | null {
  return useSyncExternalStore(notice.subscribe, notice.get, () => null);
}
