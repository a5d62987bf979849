import { KYC_STATUSES_SKIPPING_KYC_AFTER_LOGIN, type KycStatus } from '@pisoplay/contract';
import { paths } from '@/shared/config/paths';
import type { PendingAction } from '@/shared/session/pending-action';

/** A pending action older than this is forgotten rather than resumed. */
export const PENDING_ACTION_MAX_AGE_MS = 30 * 60 * 1000;

type Destination = {
  status: KycStatus;
  /** Where the player was when login opened. */
  origin: string;
  pending?: PendingAction;
  now: number;
};

/**
 * Where a player goes after signing in (spec 2.3): a pending game launch resumes; otherwise back
 * to the origin when the KYC status is under_review, block or fully_kyc, else to KYC.
 */
export function afterSignInDestination({ status, origin, pending, now }: Destination): string {
  if (
    pending?.type === 'launch-game' &&
    pending.code &&
    now - pending.at <= PENDING_ACTION_MAX_AGE_MS &&
    status !== 'block'
  ) {
    return paths.gamePage.getHref(pending.code);
  }
  return KYC_STATUSES_SKIPPING_KYC_AFTER_LOGIN.includes(status) ? origin : paths.kyc.getHref();
}
