import { useSyncExternalStore } from 'react';
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
  let state: TermsGateState = {
    agreed: stored?.agreed === true,
    proceeded: stored?.proceeded === true,
    proceededThisVisit: false,
  };
  const listeners = new Set<() => void>();
  const commit = (next: TermsGateState) => {
    state = next;
    storage.set(KEY, { agreed: next.agreed, proceeded: next.proceeded });
    listeners.forEach((listener) => listener());
  };
  return {
    getSnapshot: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setAgreed(agreed: boolean) {
      commit({ ...state, agreed });
    },
    proceed() {
      if (!state.agreed) return;
      commit({ ...state, proceeded: true, proceededThisVisit: true });
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
