import type { CheckinDayState } from '@pisoplay/contract';

/** The daily wins screen's texts (ours: the spec names the route only; docs/promotions.md). */
export const DAILY_WINS_COPY = {
  intro: 'Check in every day for a bonus. Seven days in a row pay the most.',
  calendar: 'Check-in calendar',
  day: (n: number) => `Day ${n}`,
  states: {
    claimed: 'Claimed',
    today: 'Today',
    upcoming: 'Upcoming',
  } satisfies Record<CheckinDayState, string>,
  streak: (days: number) => (days === 1 ? '1 day in a row' : `${days} days in a row`),
  /** Amounts come formatted ('5.00'); the copy puts the peso sign. */
  peso: (amount: string) => `₱${amount}`,
  claim: (amount: string) => `Claim ₱${amount}`,
  claiming: 'Claiming…',
  claimed: (amount: string) => `You won ₱${amount}! It is in your bonus.`,
  nextOpens: (time: string) => `Next check-in opens ${time}`,
  rules: 'How it works',
  ruleLines: [
    'Claim once a day, Philippine time (the day turns at midnight).',
    'Each day in a row moves you one day along; after day 7 you start again at day 1.',
    'Miss a day and you start again at day 1.',
    'Each claim is a bonus with 2x wagering before it turns into cash.',
    'Only verified (KYC) players can claim.',
  ],
  records: 'Bonus records',
  loading: 'Loading the calendar',
  error: 'The calendar could not be loaded.',
  retry: 'Try again',
  claimFailed: 'The claim did not go through. Please try again.',
} as const;
