import { useSyncExternalStore } from 'react';
import { createStore } from '@/shared/lib/create-store';
import { localStore, type KeyValueStore } from '@/shared/storage/storage';

/** Terms gate flags of spec 3, kept in local storage. */
export type TermsGateFlags = { agreed: boolean; proceeded: boolean };

export type TermsGateState = TermsGateFlags & {
  /** Proceeded during this page visit (a visitor sees the gate on every visit). */
  proceededThisVisit: boolean;
};

const KEY = 'terms-gate';

export function createTermsGateStore(storage: KeyValueStore) {
  const stored = storage.get<Partial<TermsGateFlags>>(KEY);
  const state = createStore<TermsGateState>({
    agreed: stored?.agreed === true,
    proceeded: stored?.proceeded === true,
    proceededThisVisit: false,
  });
  const commit = (next: TermsGateState) => {
    storage.set(KEY, { agreed: next.agreed, proceeded: next.proceeded });
    state.set(next);
  };
  return {
    getSnapshot: state.get,
    subscribe: state.subscribe,
    setAgreed(agreed: boolean) {
      commit({ ...state.get(), agreed });
    },
    proceed() {
      if (!state.get().agreed) return;
      commit({ ...state.get(), proceeded: true, proceededThisVisit: true });
    },
  };
}

export const termsGateStore = createTermsGateStore(localStore);

export const useTermsGateState = (): TermsGateState =>
  useSyncExternalStore(termsGateStore.subscribe, termsGateStore.getSnapshot);

/**
 * Whether the gate is up: a visitor until they proceed on this visit, a signed-in player until
 * they have proceeded once (spec 2.4).
 */
export const isTermsGateOpen = (state: TermsGateState, signedIn: boolean): boolean =>
  signedIn ? !state.proceeded : !state.proceededThisVisit;
