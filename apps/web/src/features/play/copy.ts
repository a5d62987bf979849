import { CATEGORY_TITLES } from '@pisoplay/contract';

/** Texts of the game page, favourites, recently played and the bet record. */
export const PLAY_COPY = {
  /** Spec 2.4: shown on the game page too. */
  publicPlaces: 'Playing in public places is prohibited.',
  balance: 'Balance',
  gameFrame: (name: string) => `${name} game`,
  /** The game page's title for a code the catalogue does not know (its launch says why). */
  gameFallbackTitle: 'Game',
  launching: 'Loading game...',
  launchFailed: 'Game launch failed',
  retry: 'Try again',
  recentlyPlayed: 'Recently Played',
  betRecord: 'Bet Record',
  betDetail: 'Bet Details',
  timeFilter: 'Time',
  gameTypeFilter: 'Game type',
  allGameTypes: 'All games',
  totalBet: 'Total bet',
  totalWin: 'Total win',
  totalNet: 'Net',
  records: (count: number) => `${count} rounds`,
  fields: {
    game: 'Game',
    provider: 'Provider',
    round: 'Round',
    record: 'Record',
    bet: 'Bet',
    settlement: 'Settlement',
    net: 'Net',
    status: 'Status',
    time: 'Settled at',
    moves: 'Round history',
  },
  statuses: { settled: 'Settled', void: 'Void: stakes returned' },
  moves: {
    bet: 'Bet',
    win: 'Win',
    rollback: 'Bet refunded',
    void: 'Round voided, stake returned',
    resettle: 'Win corrected to',
  },
  gameTypes: CATEGORY_TITLES,
} as const;
