import { useSyncExternalStore } from 'react';
import { createStore } from '@/shared/lib/create-store';

/**
 * Set when the server ended the session because an operator blocked the player (a 401 with
 * data 'blocked'): the session effects show the blocked reminder (spec 4.2) on whatever screen
 * is open, instead of a silent sign-out.
 */
const accountBlocked = createStore(false);

export const markAccountBlocked = (): void => accountBlocked.set(true);
export const dismissAccountBlocked = (): void => accountBlocked.set(false);

export function useAccountBlocked(): boolean {
  return useSyncExternalStore(accountBlocked.subscribe, accountBlocked.get, () => false);
}
