import { useMutation } from '@tanstack/react-query';
import { calls } from '@pisoplay/contract';
import { apiCall } from '@/shared/api/client';
import { clearSession } from '@/shared/session/session-store';
import { localStore, sessionStore } from '@/shared/storage/storage';

/** GET /member/logout: ends the session on the server. */
export const logout = () => apiCall(calls.logout);

/**
 * Spec 4.4 and 8.2: log out on the server, then, whatever it answered, clear the local storage
 * and the session here. Rejects with the server's failure after clearing.
 */
export async function logoutEverywhere(serverLogout: () => Promise<unknown> = logout) {
  try {
    await serverLogout();
  } finally {
    localStore.clear();
    sessionStore.clear();
    clearSession();
  }
}

export const useLogout = () => useMutation({ mutationFn: () => logoutEverywhere() });
