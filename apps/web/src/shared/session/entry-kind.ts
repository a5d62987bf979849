import { useSyncExternalStore } from 'react';
import { createStore } from '@/shared/lib/create-store';
import { sessionStore, type KeyValueStore } from '@/shared/storage/storage';
import { sessionState, type SessionStore } from './session-store';

/**
 * How the signed-in player arrived, when through a partner (docs/partners.md): a partner-wallet
 * user skips the terms gate and the KYC route checker and sees the partner wallet's index; a
 * mini-app user sees the shopping app's index with its vouchers.
 */
export type EntryKind = 'partner-wallet' | 'mini-app';

const KEY = 'entry-kind';

/** Kept per tab beside the token, and forgotten with it (logout, a 401). */
export function createEntryKindStore(storage: KeyValueStore, session: SessionStore) {
  const read = storage.get<string>(KEY);
  const initial = read === 'partner-wallet' || read === 'mini-app' ? read : null;
  const state = createStore<EntryKind | null>(session.getToken() ? initial : null);
  const set = (kind: EntryKind | null) => {
    if (kind) storage.set(KEY, kind);
    else storage.remove(KEY);
    if (state.get() !== kind) state.set(kind);
  };
  session.subscribe(() => {
    if (!session.getToken()) set(null);
  });
  return { get: state.get, set, subscribe: state.subscribe };
}

export const entryKindStore = createEntryKindStore(sessionStore, sessionState);

export const getEntryKind = entryKindStore.get;
export const setEntryKind = (kind: EntryKind) => entryKindStore.set(kind);

export const useEntryKind = (): EntryKind | null =>
  useSyncExternalStore(entryKindStore.subscribe, entryKindStore.get, () => null);

export const useIsPartnerWalletUser = (): boolean => useEntryKind() === 'partner-wallet';
