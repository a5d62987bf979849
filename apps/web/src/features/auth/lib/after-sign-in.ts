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

const isAppPath = (href: string) => href.startsWith('/') && !href.startsWith('//');

/** The address a recent pending action resumes at, if any. */
function resumeHref(pending: PendingAction | undefined, now: number): string | undefined {
  if (!pending || now - pending.at > PENDING_ACTION_MAX_AGE_MS) return undefined;
  if (pending.type === 'launch-game') {
    return pending.code ? paths.gamePage.getHref(pending.code) : undefined;
  }
  return isAppPath(pending.href) ? pending.href : undefined;
}

/**
 * Where a player goes after signing in (spec 2.3): a pending action (a game launch, a screen
 * that needed sign-in) resumes; otherwise back to the origin when the KYC status is
 * under_review, block or fully_kyc, else to KYC.
 */
export function afterSignInDestination({ status, origin, pending, now }: Destination): string {
  const resume = status === 'block' ? undefined : resumeHref(pending, now);
  if (resume) return resume;
  return KYC_STATUSES_SKIPPING_KYC_AFTER_LOGIN.includes(status) ? origin : paths.kyc.getHref();
}
