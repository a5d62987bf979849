import { useSyncExternalStore } from 'react';
import { createStore } from '@/shared/lib/create-store';
import { sessionStore } from '@/shared/storage/storage';

const KEY = 'account-blocked';

/**
 * Set when the server ended the session because an operator blocked the player (a 401 with
 * data 'blocked'): the session effects show the blocked reminder (spec 4.2) on whatever screen
 * is open, instead of a silent sign-out. Kept for the browser tab, so a reload after the
 * sign-out still says why, until the player closes the reminder.
 */
const accountBlocked = createStore(sessionStore.get<boolean>(KEY) === true);

export function markAccountBlocked(): void {
  sessionStore.set(KEY, true);
  accountBlocked.set(true);
}

export function dismissAccountBlocked(): void {
  sessionStore.remove(KEY);
  accountBlocked.set(false);
}

export const isAccountBlocked = (): boolean => accountBlocked.get();

export function useAccountBlocked(): boolean {
  return useSyncExternalStore(accountBlocked.subscribe, accountBlocked.get, () => false);
}
