import { defineTranslation } from '@/shared/i18n/define-copy';
import type {
  BET_FIELDS_COPY,
  BET_MOVES_COPY,
  BET_STATUS_COPY,
  PLAY_COPY,
  REALITY_CHECK_COPY,
} from './copy';

export const PLAY_FIL = defineTranslation<typeof PLAY_COPY>('play', {
  publicPlaces: 'Bawal maglaro sa mga pampublikong lugar.',
  balance: 'Balance',
  back: 'Bumalik',
  gameFrame: 'Larong {name}',
  gameFallbackTitle: 'Laro',
  launching: 'Naglo-load ang laro...',
  launchFailed: 'Hindi nabuksan ang laro',
  retry: 'Subukan ulit',
  recentlyPlayed: 'Kamakailang Nilaro',
  betRecord: 'Record ng Taya',
  betDetail: 'Detalye ng Taya',
  timeFilter: 'Petsa',
  gameTypeFilter: 'Uri ng laro',
  allGameTypes: 'Lahat ng laro',
  totalBet: 'Kabuuang taya',
  totalWin: 'Kabuuang panalo',
  totalNet: 'Net',
  records: '{count} na round',
});

export const REALITY_CHECK_FIL = defineTranslation<typeof REALITY_CHECK_COPY>('playRealityCheck', {
  title: 'Reality check',
  played: '{minutes} minuto ka nang naglalaro ngayong session.',
  noSession: 'Wala ka pang taya sa session na ito.',
  staked: 'Itinaya',
  won: 'Napanalunan',
  net: 'Net na resulta',
  loading: 'Nilo-load ang session mo',
  failed: 'Hindi ma-load ang session mo.',
  continue: 'Ituloy ang paglalaro',
  stop: 'Tumigil sa paglalaro',
});

export const BET_FIELDS_FIL = defineTranslation<typeof BET_FIELDS_COPY>('playBetFields', {
  game: 'Laro',
  provider: 'Provider',
  round: 'Round',
  record: 'Record',
  bet: 'Taya',
  settlement: 'Settlement',
  net: 'Net',
  status: 'Status',
  time: 'Na-settle noong',
  moves: 'Kasaysayan ng round',
});

export const BET_STATUS_FIL = defineTranslation<typeof BET_STATUS_COPY>('playBetStatuses', {
  settled: 'Na-settle',
  void: 'Void: ibinalik ang mga taya',
});

export const BET_MOVES_FIL = defineTranslation<typeof BET_MOVES_COPY>('playBetMoves', {
  bet: 'Taya',
  win: 'Panalo',
  rollback: 'Na-refund ang taya',
  void: 'Na-void ang round, ibinalik ang taya',
  resettle: 'Itinama ang panalo sa',
});
