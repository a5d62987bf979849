import { defineTranslation } from '@/shared/i18n/define-copy';
import type { LAYOUT_COPY, ROOT_ERROR_COPY, ROUTE_TITLES } from './copy';

export const LAYOUT_FIL = defineTranslation<typeof LAYOUT_COPY>('layout', {
  navLabel: 'Pangunahin',
  home: 'Home',
  points: 'Points',
  welfare: 'Welfare',
  invite: 'Mag-imbita',
  my: 'Ako',
});

export const ROUTE_TITLES_FIL = defineTranslation<typeof ROUTE_TITLES>('routeTitles', {
  myService: 'Customer Service',
  myNews: 'Balita',
  myFeedback: 'Feedback',
  myAboutUs: 'Tungkol sa Amin',
  myHelpCenter: 'Sentro ng Tulong',
  vip: 'VIP',
  vipLevelSystem: 'Mga Level ng VIP',
  bettingRank: 'Ranggo sa Slot Betting',
  dailyWins: 'Daily Wins',
  points: 'Points',
  invite: 'Mag-imbita',
  docs: 'Mga Dokumento',
  responsibleGaming: 'Responsible Gaming',
});

export const ROOT_ERROR_FIL = defineTranslation<typeof ROOT_ERROR_COPY>('rootError', {
  title: 'Nagka-error',
  message: 'I-reload ang page at subukan ulit.',
  reload: 'I-reload',
});
