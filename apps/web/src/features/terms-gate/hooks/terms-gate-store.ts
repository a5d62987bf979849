import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { isTermsGateExempt } from '@/shared/config/paths';
import { useIsPartnerWalletUser } from '@/shared/session/entry-kind';
import { useIsSignedIn } from '@/shared/session/session-store';
import { createStore } from '@/shared/lib/create-store';
import { localStore, sessionStore, type KeyValueStore } from '@/shared/storage/storage';

/** Terms gate flags of spec 3, kept in local storage. */
export type TermsGateFlags = { agreed: boolean; proceeded: boolean };

export type TermsGateState = TermsGateFlags & {
  /**
   * Proceeded in this browser session (session storage): a visitor sees the gate again in a new
   * session, not on every page load of the same one.
   */
  proceededThisSession: boolean;
};

const KEY = 'terms-gate';
const SESSION_KEY = 'terms-gate-proceeded';

/** The gate's flags: `agreed` and `proceeded` in `local`, this session's proceed in `session`. */
export function createTermsGateStore(local: KeyValueStore, session: KeyValueStore) {
  const stored = local.get<Partial<TermsGateFlags>>(KEY);
  const state = createStore<TermsGateState>({
    agreed: stored?.agreed === true,
    proceeded: stored?.proceeded === true,
    proceededThisSession: session.get<boolean>(SESSION_KEY) === true,
  });
  const commit = (next: TermsGateState) => {
    local.set(KEY, { agreed: next.agreed, proceeded: next.proceeded });
    if (next.proceededThisSession) session.set(SESSION_KEY, true);
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
      commit({ ...state.get(), proceeded: true, proceededThisSession: true });
    },
  };
}

export const termsGateStore = createTermsGateStore(localStore, sessionStore);

export const useTermsGateState = (): TermsGateState =>
  useSyncExternalStore(termsGateStore.subscribe, termsGateStore.getSnapshot);

/**
 * Whether the gate is up: a visitor until they proceed in this browser session, a signed-in
 * player until they have proceeded once (spec 2.4).
 */
export const isTermsGateOpen = (state: TermsGateState, signedIn: boolean): boolean =>
  signedIn ? !state.proceeded : !state.proceededThisSession;

/**
 * Whether the gate is up on this page: not on the texts it links to or the partner entries, never
 * for a partner-wallet user (spec 2.4), else as `isTermsGateOpen` says.
 */
export function useTermsGateOpen(): boolean {
  const state = useTermsGateState();
  const signedIn = useIsSignedIn();
  const partnerWallet = useIsPartnerWalletUser();
  const { pathname } = useLocation();
  return !partnerWallet && !isTermsGateExempt(pathname) && isTermsGateOpen(state, signedIn);
}
