import { localStore } from '@/shared/storage/storage';

/**
 * An action the user started while anonymous, resumed after sign-in (spec 2.3): a game launch,
 * or opening a screen that needs sign-in (My, Points, Welfare, Invite, a promotion).
 */
export type PendingAction =
  | { type: 'launch-game'; code: string; at: number }
  | { type: 'open-page'; href: string; at: number };

const KEY = 'pending-action';

export function setPendingAction(action: PendingAction): void {
  localStore.set(KEY, action);
}

export function getPendingAction(): PendingAction | undefined {
  return localStore.get<PendingAction>(KEY);
}

/** Reads and forgets the pending action. */
export function takePendingAction(): PendingAction | undefined {
  const action = getPendingAction();
  localStore.remove(KEY);
  return action;
}
