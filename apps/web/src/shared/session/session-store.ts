import { useSyncExternalStore } from 'react';
import type { Session } from '@pisoplay/contract';
import { createStore } from '@/shared/lib/create-store';
import { sessionStore, type KeyValueStore } from '@/shared/storage/storage';

const SESSION_KEY = 'session';

/**
 * The signed-in session: a tiny external store over session storage (spec 9 keeps the token per
 * tab). Components read it with `useToken()` / `useSession()`; the API client reads `getToken()`.
 */
export function createSessionStore(storage: KeyValueStore) {
  const stored = storage.get<Session>(SESSION_KEY);
  const current = createStore<Session | null>(
    stored && typeof stored.token === 'string' && stored.token ? stored : null,
  );

  return {
    getSession: current.get,
    getToken: (): string | null => current.get()?.token ?? null,
    setSession(session: Session) {
      storage.set(SESSION_KEY, session);
      current.set(session);
    },
    clearSession() {
      if (current.get() === null && storage.get(SESSION_KEY) === undefined) return;
      storage.remove(SESSION_KEY);
      current.set(null);
    },
    subscribe: current.subscribe,
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

export const sessionState = createSessionStore(sessionStore);

export const getToken = sessionState.getToken;
export const getSession = sessionState.getSession;
export const setSession = sessionState.setSession;
export const clearSession = sessionState.clearSession;
export const subscribeSession = sessionState.subscribe;

export function useToken(): string | null {
  return useSyncExternalStore(sessionState.subscribe, sessionState.getToken, () => null);
}

export function useSession(): Session | null {
  return useSyncExternalStore(sessionState.subscribe, sessionState.getSession, () => null);
}

export const useIsSignedIn = (): boolean => useToken() !== null;
