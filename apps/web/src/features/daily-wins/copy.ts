import { defineCopy } from '@/shared/i18n/define-copy';

/**
 * The daily wins screen's texts (ours: the spec names the route only; docs/promotions.md). A
 * day's state has a key each (`state…`); the rules are the lines `rule1` to `rule5`.
 */
export const DAILY_WINS_COPY = defineCopy('dailyWins', {
  intro: 'Check in every day for a bonus. Seven days in a row pay the most.',
  calendar: 'Check-in calendar',
  day: 'Day {n}',
  stateClaimed: 'Claimed',
  stateToday: 'Today',
  stateUpcoming: 'Upcoming',
  streak: '{days, plural, one {# day in a row} other {# days in a row}}',
  /** Amounts come formatted ('5.00'); the copy puts the peso sign. */
  peso: '₱{amount}',
  claim: 'Claim ₱{amount}',
  claiming: 'Claiming…',
  claimed: 'You won ₱{amount}! It is in your bonus.',
  nextOpens: 'Next check-in opens {time}',
  rules: 'How it works',
  rule1: 'Claim once a day, Philippine time (the day turns at midnight).',
  rule2: 'Each day in a row moves you one day along; after day 7 you start again at day 1.',
  rule3: 'Miss a day and you start again at day 1.',
  rule4: 'Each claim is a bonus with 2x wagering before it turns into cash.',
  rule5: 'Only verified (KYC) players can claim.',
  records: 'Bonus records',
  loading: 'Loading the calendar',
  error: 'The calendar could not be loaded.',
  retry: 'Try again',
  claimFailed: 'The claim did not go through. Please try again.',
});
