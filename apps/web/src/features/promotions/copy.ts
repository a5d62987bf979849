import { defineCopy } from '@/shared/i18n/define-copy';

/** The mystery box's texts (spec 4.9, 8.2; the odds and history lines are ours). */
export const BOX_COPY = defineCopy('promotions', {
  pageTitle: 'Blind Box',
  title: 'Mystery Box',
  open: 'Open',
  opening: 'Opening…',
  youGet: 'You get {bonus} PHP',
  cancel: 'Cancel',
  floating: 'Mystery box, {count} to open',
  expiresIn: 'Expires in',
  boxesLeft: '{count, plural, one {# box to open} other {# boxes to open}}',
  monthBoxes: 'This month’s boxes',
  opened: 'Opened',
  expired: 'Expired',
  noBoxes: 'No boxes this month yet. Your first deposit of the day brings one.',
  history: 'Opened boxes',
  noHistory: 'No box opened yet.',
  odds: 'What a box holds',
  // A box pays with the default terms of a grant (docs/promotions.md): `multiplier` is the
  // contract's BONUS_WAGERING_MULTIPLIER.
  oddsNote:
    'Each prize with its chance, as the server draws it. Paid as a bonus with {multiplier}x wagering.',
  prize: 'Prize',
  chance: 'Chance',
  error: 'The boxes could not be loaded. Try again later.',
});
