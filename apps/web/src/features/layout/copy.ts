import { defineCopy } from '@/shared/i18n/define-copy';

/** The bottom navigation (spec 1). */
export const LAYOUT_COPY = defineCopy('layout', {
  navLabel: 'Main',
  home: 'Home',
  points: 'Points',
  welfare: 'Welfare',
  invite: 'Invite',
  my: 'My',
});

/**
 * Titles the route table gives its screens (support, promotion, VIP and responsible gaming):
 * app/route-titles.ts, read by each route with `useCopy` as it renders.
 */
export const ROUTE_TITLES = defineCopy('routeTitles', {
  myService: 'Customer Service',
  myNews: 'News',
  myFeedback: 'Feedback',
  myAboutUs: 'About Us',
  myHelpCenter: 'Help Center',
  vip: 'VIP',
  vipLevelSystem: 'VIP Level System',
  bettingRank: 'Slot Betting Rankings',
  dailyWins: 'Daily Wins',
  points: 'Points',
  invite: 'Invite',
  docs: 'Documents',
  responsibleGaming: 'Responsible Gaming',
});

/** The last-resort screen of a route that fails to load or render (app/routes/root-error.tsx). */
export const ROOT_ERROR_COPY = defineCopy('rootError', {
  title: 'Something went wrong',
  message: 'Please reload the page and try again.',
  reload: 'Reload',
});
