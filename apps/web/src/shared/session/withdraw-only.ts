import { useSyncExternalStore } from 'react';
import type { WithdrawOnly } from '@pisoplay/contract';
import { useProfile } from './profile';
import { sessionState } from './session-store';

/**
 * A self-excluded player's withdraw-only session (docs/responsible-gaming.md): its sign-in reply
 * says so (`Session.withdraw_only`), kept with the session in the tab. The app then shows only
 * the self-exclusion screen and the withdrawal's screens; the server refuses every other call.
 */
export const getWithdrawOnly = (): WithdrawOnly | null =>
  sessionState.getSession()?.withdraw_only ?? null;

/** Whether the signed-in session is withdraw-only (read without waiting for the profile). */
export function useIsWithdrawOnly(): boolean {
  return useSyncExternalStore(
    sessionState.subscribe,
    () => getWithdrawOnly() !== null,
    () => false,
  );
}

/**
 * The withdraw-only session's details, or null on a normal session: until when the player is
 * excluded, as the profile last said (else as the sign-in reply said).
 */
export function useWithdrawOnly(): WithdrawOnly | null {
  const withdrawOnly = useIsWithdrawOnly();
  const profile = useProfile();
  if (!withdrawOnly) return null;
  return profile.data?.withdraw_only ?? getWithdrawOnly();
}
