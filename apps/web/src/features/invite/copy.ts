import { defineCopy } from '@/shared/i18n/define-copy';

/**
 * The invite screen's texts (ours: the spec names the route only; docs/promotions.md). An
 * invitee's state has a key each (`state…`).
 */
export const INVITE_COPY = defineCopy('invite', {
  /** Amounts come formatted ('100.00'); the copy puts the peso sign. */
  peso: '₱{amount}',
  headline: 'Invite friends, earn ₱{reward} each',
  minimumDeposit: 'The first deposit must be ₱{minimum} or more.',
  dailyLimit: 'Up to {limit} rewards a day; more are paid the next day.',
  bonusTerms: 'Each reward is a bonus with 2x wagering.',
  code: 'Your referral code',
  link: 'Your invitation link',
  copyCode: 'Copy code',
  copyLink: 'Copy link',
  share: 'Share',
  shareTitle: 'Join me on PisoPlay',
  shareText: 'Sign up with my link and play:',
  codeCopied: 'Referral code copied',
  linkCopied: 'Invitation link copied',
  copyFailed: 'Could not copy. Press and hold to copy instead.',
  earnings: 'Your rewards',
  invited: 'Invited',
  rewarded: 'Rewarded',
  earned: 'Earned',
  friends: 'Your invited friends',
  joined: 'Joined',
  noFriends: 'No one has signed up with your link yet. Share it to start earning.',
  loading: 'Loading your invitations',
  error: 'Your invitations could not be loaded.',
  retry: 'Try again',
  stateSignedUp: 'Signed up',
  stateVerified: 'Verified',
  stateDeposited: 'Deposited',
  stateRewarded: 'Rewarded',
  stateIneligible: 'Not eligible',
});
