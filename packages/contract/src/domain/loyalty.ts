/**
 * Daily wins (the check-in calendar) and invitations (issue 24; docs/promotions.md, "Daily wins"
 * and "Invitations"). The spec names the routes only; the rules and these shapes are ours.
 */
import type { KycStatus } from './kyc.ts';

/** What each day of the 7-day check-in cycle pays, in whole pesos (day 1 first). */
export const CHECKIN_REWARDS_PHP = [5, 5, 10, 10, 15, 20, 50] as const;
export const CHECKIN_CYCLE_DAYS = CHECKIN_REWARDS_PHP.length;

/**
 * KYC statuses that count as verified for daily wins and for an invitee's reward: the player's
 * identity was accepted (test accounts are allowed everything, spec 4.3).
 */
export const KYC_VERIFIED_STATUSES: readonly KycStatus[] = [
  'basic_kyc',
  'fully_kyc',
  'test_account',
];

/** The invitation rules, in one place: the server applies them and the screen quotes them. */
export const INVITE_RULES = {
  /** What the inviter earns per qualifying invitee, in whole pesos. */
  rewardPhp: 100,
  /** The invitee's first deposit must be at least this, in whole pesos. */
  minFirstDepositPhp: 200,
  /** Rewards paid to one inviter per Philippine day; the rest wait for the next day. */
  dailyLimit: 10,
} as const;

/** A referral code as the members module issues it (8 of A–Z, 2–9) or an older one of digits. */
export const REFERRAL_CODE_PATTERN = /^[A-Z0-9]{6,16}$/;
/** The query parameter of an invitation link: `/?ref=CODE`. */
export const REFERRAL_QUERY_PARAM = 'ref';

/** The player's sentences of both features. */
export const LOYALTY_MESSAGES = {
  checkinClaimed: "You have claimed today's reward. Come back tomorrow.",
  checkinNotVerified: 'Verify your identity (KYC) to claim daily wins.',
  inviteSameDevice: 'Signed up on your device',
  inviteSamePhone: 'Uses your phone number',
  inviteSelf: 'You cannot invite yourself',
  inviteSmallDeposit: (minimum: string) => `First deposit was below ₱${minimum}`,
  inviteDailyLimit: 'Daily reward limit reached: paid tomorrow',
} as const;

/** A day of the calendar: claimed, today's (claimable or just claimed), or still to come. */
export type CheckinDayState = 'claimed' | 'today' | 'upcoming';
export type CheckinDay = { day: number; amount: string; state: CheckinDayState };

/** `GET /promo/checkin`: the calendar and whether the caller can claim now. */
export type CheckinStatus = {
  /** The Philippine date ('2026-11-24'). */
  today: string;
  days: CheckinDay[];
  /** Today's day of the cycle (1..7): the one claimed today, or the one a claim would take. */
  today_day: number;
  /** Consecutive Philippine days claimed, up to today (0 once a day is missed). */
  streak: number;
  claimed_today: boolean;
  can_claim: boolean;
  /** Why not, for the player; null when the claim is open. */
  reason: string | null;
  /** The next Philippine midnight (ISO), when the next day's claim opens. */
  next_claim_at: string;
};

/** `POST /promo/checkin/claim`: the day of the cycle just claimed and what it paid. */
export type CheckinClaim = { day: number; amount: string; streak: number; grant_id: number };

export const INVITE_STATES = [
  'signed_up',
  'verified',
  'deposited',
  'rewarded',
  'ineligible',
] as const;
export type InviteState = (typeof INVITE_STATES)[number];

/** Someone who signed up through the caller's link; the name masked (spec 9). */
export type Invitee = {
  name: string;
  joined_at: string;
  state: InviteState;
  /** Why ineligible, or why a reward waits; null otherwise. */
  reason: string | null;
  /** What the inviter earned for them, once rewarded. */
  reward: string | null;
};

/** `GET /member/invite`: the caller's code, link, the rules, their invitees and earnings. */
export type InviteSummary = {
  referral_code: string;
  /** The link's path and query; the client puts its own origin before it. */
  link_path: string;
  reward: string;
  min_first_deposit: string;
  daily_limit: number;
  invitees: Invitee[];
  total_rewarded: number;
  total_earned: string;
};
