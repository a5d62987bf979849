import { defineCopy } from '@/shared/i18n/define-copy';

/**
 * The slot betting ranking's texts (spec 2.11, 9; the live ranking's lines are ours,
 * docs/promotions.md "Daily slot contest"). `top` is the contract's CONTEST_TOP, `times` its
 * BONUS_WAGERING_MULTIPLIER.
 */
export const CONTEST_COPY = defineCopy('contest', {
  dailyContest: 'Daily Contest',
  ruleLink: 'Rules',
  rulesTitle: 'Rules',
  pool: 'Contest prize pool',
  // Spelled as the product spells it (spec 2.11).
  timeRemaining: 'Time Reamaining',
  myBonusHistory: 'My Bonus History',
  betNow: 'Bet now',
  realTime: 'Today\u2019s Real Time',
  history: 'History',
  updated: 'Updated {time}',
  columnRank: 'Rank',
  columnPlayer: 'Player',
  columnBet: 'Bet',
  columnBonus: 'Bonus',
  historyColumnBet: 'Bet',
  historyColumnPosition: 'Position',
  historyColumnBonus: 'Bonus',
  historyColumnDate: 'Date',
  you: 'You',
  yourPlace: 'Your place today',
  notRanked: 'You have no slot bets today yet. Spin a slot with real money to join the ranking.',
  outsideTop: 'Outside the top {top}: keep playing to win a prize.',
  empty: 'Nobody has bet on slots today yet. Be the first!',
  noBonusHistory: 'No bonus history found',
  dailyRanking: 'Daily Ranking',
  time: 'Time',
  noClosedDays: 'No closed contest day yet. Each day closes at midnight, Philippine time.',
  noPlayers: 'Nobody played on this day.',
  ranking: 'Ranking',
  rankingOn: 'Ranking {day}',
  carousel: 'carousel',
  slide: 'slide',
  places: 'Places {first} to {last}',
  page: 'Page {page} of {pages}',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  goToPage: 'Go to page {page}',
  loading: 'Loading',
  error: 'The ranking could not be loaded.',
  historyError: 'The history could not be loaded.',
  retry: 'Try again',
  // The rules, one a line. The day's hours are the contract's CONTEST_DAY_HOURS.
  rule1: 'The contest runs every day from 00:00 to 23:59, Philippine time (UTC+8).',
  rule2:
    'Only real-money bets on slot games count. Bets paid with bonus money and other games do not.',
  rule3:
    'Players are ranked by their total slot bets of the day; on a tie, whoever reached it first is ahead. The top {top} win a prize.',
  rule4: 'The ranking is live. The day is closed at midnight and its prizes are paid soon after.',
  rule5:
    'A prize is paid as a bonus. It must be played through {times} times its amount before it can be withdrawn.',
  gotIt: 'Got it',
  prizeTable: 'Prizes',
  prize: 'Prize',
  rank: 'Rank',
  each: 'each',
});
