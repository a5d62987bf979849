import { defineCopy } from '@/shared/i18n/define-copy';

/** Texts of the game page, favourites, recently played and the bet record. */
export const PLAY_COPY = defineCopy('play', {
  /** Spec 2.4: shown on the game page too. */
  publicPlaces: 'Playing in public places is prohibited.',
  balance: 'Balance',
  /** The game page's way back to the lobby. */
  back: 'Back',
  gameFrame: '{name} game',
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
  records: '{count} rounds',
});

/** The reality check's dialog on the game page. */
export const REALITY_CHECK_COPY = defineCopy('playRealityCheck', {
  title: 'Reality check',
  played: 'You have played for {minutes} minutes this session.',
  noSession: 'No bets in this session yet.',
  staked: 'Staked',
  won: 'Won',
  net: 'Net result',
  loading: 'Loading your session',
  failed: 'Your session could not be loaded.',
  continue: 'Continue playing',
  stop: 'Stop playing',
});

/** The names of a bet record's fields. */
export const BET_FIELDS_COPY = defineCopy('playBetFields', {
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
});

/** A bet record's status, by BET_STATUSES. */
export const BET_STATUS_COPY = defineCopy('playBetStatuses', {
  settled: 'Settled',
  void: 'Void: stakes returned',
});

/** A round's movements, by their kind. */
export const BET_MOVES_COPY = defineCopy('playBetMoves', {
  bet: 'Bet',
  win: 'Win',
  rollback: 'Bet refunded',
  void: 'Round voided, stake returned',
  resettle: 'Win corrected to',
});
