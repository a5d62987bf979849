/**
 * Daily wins (the check-in calendar) and invitations (issue 24; docs/promotions.md, "Daily wins"
 * and "Invitations"). The spec names the routes only; the rules and these shapes are ours.
 */
import type { KycStatus } from './kyc.ts';
import type { AdminShopItem, PointsRate } from './points.ts';

/** The days of the check-in cycle; what each pays is the operator's (`LoyaltyRules`). */
export const CHECKIN_CYCLE_DAYS = 7;

/**
 * KYC statuses that count as verified for daily wins and for an invitee's reward: the player's
 * identity was accepted (test accounts are allowed everything, spec 4.3).
 */
export const KYC_VERIFIED_STATUSES: readonly KycStatus[] = [
  'basic_kyc',
  'fully_kyc',
  'test_account',
];

/** A referral code as the members module issues it (8 of A–Z, 2–9) or an older one of digits. */
export const REFERRAL_CODE_PATTERN = /^[A-Z0-9]{6,16}$/;
/** The query parameter of an invitation link: `/?ref=CODE`. */
export const REFERRAL_QUERY_PARAM = 'ref';

/**
 * What an operator may set the loyalty rules to (`adminCheckinRewardsSave` and its siblings), in
 * whole pesos or counts: the server refuses anything outside, as the back office's form does.
 */
export const LOYALTY_RULE_LIMITS = {
  checkinRewardPhp: { min: 1, max: 1_000 },
  inviteRewardPhp: { min: 1, max: 10_000 },
  /** Not below the smallest deposit a channel takes. */
  inviteMinFirstDepositPhp: { min: 100, max: 100_000 },
  inviteDailyLimit: { min: 1, max: 100 },
  pointsPer100: { min: 0, max: 1_000 },
  shopItemPhp: { min: 1, max: 100_000 },
  shopItemPoints: { min: 1, max: 100_000_000 },
  /** Items the points shop holds, on or off (an item is switched off, never deleted). */
  shopItems: 30,
} as const;

/** The player's sentences of both features. */
export const LOYALTY_MESSAGES = {
  checkinClaimed: "You have claimed today's reward. Come back tomorrow.",
  checkinNotVerified: 'Verify your identity (KYC) to claim daily wins.',
  inviteSameDevice: 'Signed up on your device',
  inviteSamePhone: 'Uses your phone number',
  inviteSelf: 'You cannot invite yourself',
  inviteSmallDeposit: (minimum: string) => `First deposit was below ₱${minimum}`,
  inviteDailyLimit: 'Daily reward limit reached: paid tomorrow',
  /** The invite page's opening line, which the server also paints (SPLASH_LEADS). */
  inviteHowItWorks:
    'When a friend signs up with your link, verifies their identity (KYC) and makes a first deposit, you earn a bonus.',
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

/** The invitation rules in force: the reward, the invitee's minimum first deposit, per day. */
export type InviteRules = { reward: string; min_first_deposit: string; daily_limit: number };

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
export type InviteSummary = InviteRules & {
  referral_code: string;
  /** The link's path and query; the client puts its own origin before it. */
  link_path: string;
  invitees: Invitee[];
  total_rewarded: number;
  total_earned: string;
};

/**
 * `GET /admin/promo/loyalty`: what daily wins, invitations and points pay now, as the operator
 * sets them (docs/promotions.md). Amounts in pesos; every game type's points rate, 0 included.
 */
export type LoyaltyRules = {
  /** What each day of the check-in cycle pays, day 1 first. */
  checkin_rewards: string[];
  invite: InviteRules;
  points_rates: PointsRate[];
  shop_items: AdminShopItem[];
};
