import { isKycActionAllowed, type KycAction, type KycStatus } from '@pisoplay/contract';

/** The modals of spec 8.2 the gate can show. */
export type KycGateModal =
  | 'depositReminder'
  | 'gameReminder'
  | 'withdrawReminder'
  | 'welfareReminder'
  | 'underReview'
  | 'restricted'
  | 'blocked';

export type KycGateDecision = { allowed: true } | { allowed: false; modal: KycGateModal | null };

type Context = {
  signedIn: boolean;
  /** Already on /s-kyc: the default blocks stay quiet (spec 4.3). */
  onKycRoute: boolean;
};

export const REMINDERS: Partial<Record<KycAction, KycGateModal>> = {
  deposit: 'depositReminder',
  play: 'gameReminder',
  welfare: 'welfareReminder',
  withdraw: 'withdrawReminder',
};

/**
 * Spec 4.3: allowed per KYC_ALLOWED_STATUSES; otherwise the default block for signed-in players
 * away from the KYC route. Interpretations: a blocked account sees the blocked warning whatever
 * the action; afterLogin for a player who never started KYC shows 'Your account will be
 * restricted' (the blocked warning is meant for 'block'); updateProfile and viewRecords are
 * refused without a modal.
 */
export function decideKycGate(
  action: KycAction,
  status: KycStatus,
  { signedIn, onKycRoute }: Context,
): KycGateDecision {
  if (isKycActionAllowed(action, status)) return { allowed: true };
  if (!signedIn || onKycRoute) return { allowed: false, modal: null };
  if (status === 'block') return { allowed: false, modal: 'blocked' };
  if (action === 'afterLogin') return { allowed: false, modal: 'restricted' };
  if (action === 'withdraw' && status === 'under_review') {
    return { allowed: false, modal: 'underReview' };
  }
  return { allowed: false, modal: REMINDERS[action] ?? null };
}
