import { BONUS_WAGERING_MULTIPLIER } from '@pisoplay/contract';

/** The mystery box's texts (spec 4.9, 8.2; the odds and history lines are ours). */
export const BOX_COPY = {
  pageTitle: 'Blind Box',
  title: 'Mystery Box',
  open: 'Open',
  opening: 'Opening…',
  youGet: (bonus: string) => `You get ${bonus} PHP`,
  cancel: 'Cancel',
  floating: (count: number) => `Mystery box, ${count} to open`,
  expiresIn: 'Expires in',
  boxesLeft: (count: number) => (count === 1 ? '1 box to open' : `${count} boxes to open`),
  monthBoxes: 'This month’s boxes',
  opened: 'Opened',
  expired: 'Expired',
  noBoxes: 'No boxes this month yet. Your first deposit of the day brings one.',
  history: 'Opened boxes',
  noHistory: 'No box opened yet.',
  odds: 'What a box holds',
  // A box pays with the default terms of a grant (docs/promotions.md).
  oddsNote: `Each prize with its chance, as the server draws it. Paid as a bonus with ${BONUS_WAGERING_MULTIPLIER}x wagering.`,
  prize: 'Prize',
  chance: 'Chance',
  error: 'The boxes could not be loaded. Try again later.',
} as const;
