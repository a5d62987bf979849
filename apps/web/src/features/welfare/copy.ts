import { defineCopy } from '@/shared/i18n/define-copy';

/**
 * The welfare page's texts (spec 2.11; the grant lines are ours, docs/promotions.md). A grant's
 * state and source each have a key (`state…`, `source…`): the card picks them by name.
 */
export const WELFARE_COPY = defineCopy('welfare', {
  // Spelled as the product spells it (spec 2.1).
  title: 'Walfare',
  tabGeneral: 'General Bonus',
  tabVip: 'VIP Bonus',
  vipSoon: 'VIP bonuses arrive with your VIP level.',
  loading: 'Loading',
  empty: 'No bonus yet. Open a mystery box or join a promotion to get one.',
  error: 'Your bonuses could not be loaded. Pull to try again.',
  wagering: 'Wagering',
  wageringOf: '{wagered} of {required}',
  expires: 'Expires',
  ended: 'Ended',
  balance: 'Bonus balance',
  converted: 'Moved to cash',
  records: 'Bonus records',
  promotions: 'Promotions',
  maxBet: 'Max bet {amount}',
  cap: 'Converts up to {amount}',
  stateIssued: 'New',
  stateActive: 'Wagering',
  stateCompleted: 'Completed',
  stateExpired: 'Expired',
  stateForfeited: 'Forfeited',
  sourceMysteryBox: 'Mystery Box',
  sourceContestPrize: 'Daily contest prize',
  sourceLevelUp: 'Level Up Bonus',
  sourceBirthday: 'Birthday Bonus',
  sourceDailyWin: 'Daily wins',
  sourceInvite: 'Invitation bonus',
  sourceOperator: 'Bonus',
  sourcePoints: 'Points exchange',
});
