import { useSyncExternalStore } from 'react';
import type { Session } from '@pisoplay/contract';
import { sessionStore, type KeyValueStore } from '@/shared/storage/storage';

const SESSION_KEY = 'session';

type Listener = () => void;

/**
 * The signed-in session: a tiny external store over session storage (spec 9 keeps the token per
 * tab). Components read it with `useToken()` / `useSession()`; the API client reads `getToken()`.
 */
export function createSessionStore(storage: KeyValueStore) {
  let current: Session | null = readStored();
  const listeners = new Set<Listener>();

  function readStored(): Session | null {
    const stored = storage.get<Session>(SESSION_KEY);
    return stored && typeof stored.token === 'string' && stored.token ? stored : null;
  }

  function emit() {
    for (const listener of listeners) listener();
  }

  return {
    getSession: (): Session | null => current,
    getToken: (): string | null => current?.token ?? null,
    setSession(session: Session) {
      current = session;
      storage.set(SESSION_KEY, session);
      emit();
    },
    clearSession() {
      if (current === null && storage.get(SESSION_KEY) === undefined) return;
      current = null;
      storage.remove(SESSION_KEY);
      emit();
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
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
