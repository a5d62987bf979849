import type { BonusSource, GrantState } from '@pisoplay/contract';

/** The welfare page's texts (spec 2.11; the grant lines are ours, docs/promotions.md). */
export const WELFARE_COPY = {
  // Spelled as the product spells it (spec 2.1).
  title: 'Walfare',
  tabs: { general: 'General Bonus', vip: 'VIP Bonus' },
  vipSoon: 'VIP bonuses arrive with your VIP level.',
  empty: 'No bonus yet. Open a mystery box or join a promotion to get one.',
  error: 'Your bonuses could not be loaded. Pull to try again.',
  wagering: 'Wagering',
  wageringOf: (wagered: string, required: string) => `${wagered} of ${required}`,
  expires: 'Expires',
  ended: 'Ended',
  balance: 'Bonus balance',
  converted: 'Moved to cash',
  records: 'Bonus records',
  promotions: 'Promotions',
  maxBet: (amount: string) => `Max bet ${amount}`,
  cap: (amount: string) => `Converts up to ${amount}`,
  states: {
    issued: 'New',
    active: 'Wagering',
    completed: 'Completed',
    expired: 'Expired',
    forfeited: 'Forfeited',
  } satisfies Record<GrantState, string>,
  sources: {
    mystery_box: 'Mystery Box',
    contest_prize: 'Daily contest prize',
    level_up: 'Level Up Bonus',
    birthday: 'Birthday Bonus',
    daily_win: 'Daily wins',
    invite: 'Invitation bonus',
    operator: 'Bonus',
    points: 'Points exchange',
  } satisfies Record<BonusSource, string>,
} as const;
