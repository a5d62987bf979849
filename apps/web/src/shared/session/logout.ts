import { useMutation } from '@tanstack/react-query';
import { DEFAULT_LANGUAGE, calls } from '@pisoplay/contract';
import { apiCall } from '@/shared/api/client';
import { currentLanguage } from '@/shared/i18n/i18n';
import { setLanguage } from '@/shared/i18n/language';
import { clearSession } from '@/shared/session/session-store';
import { localStore, sessionStore } from '@/shared/storage/storage';

/** GET /member/logout: ends the session on the server. */
export const logout = () => apiCall(calls.logout);

/**
 * Spec 4.4 and 8.2: log out on the server, then, whatever it answered, clear the local storage
 * and the session here. The language stays chosen: it is the device's, not the account's
 * (docs/i18n.md). Rejects with the server's failure after clearing.
 */
export async function logoutEverywhere(serverLogout: () => Promise<unknown> = logout) {
  try {
    await serverLogout();
  } finally {
    const language = currentLanguage();
    localStore.clear();
    sessionStore.clear();
    clearSession();
    // Remembered again (its chunk is already loaded); English needs no memory.
    if (language !== DEFAULT_LANGUAGE) await setLanguage(language).catch(() => undefined);
  }
}

export const useLogout = () => useMutation({ mutationFn: () => logoutEverywhere() });
