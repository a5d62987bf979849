import { defineCopy } from '@/shared/i18n/define-copy';

/** Texts of the home screen (spec 2.5). */
export const HOME_COPY = defineCopy('home', {
  login: 'Login',
  balance: 'Balance',
  currencySign: '₱',
  deposit: 'Deposit',
  logoAlt: 'PisoPlay',
  promotions: 'Promotions',
  /** The banners' roles, as a screen reader names them. */
  carousel: 'carousel',
  slideRole: 'slide',
  slide: '{index} of {total}',
  goToSlide: 'Go to slide {index}',
  categories: 'Game categories',
  viewAll: 'All',
  followUs: 'Follow Us',
  responsibleGaming: 'Responsible Gaming',
  responsibleText:
    'Gaming is for players 21 years old and above. Play responsibly: set limits and take breaks.',
  regulatorLink: 'Licensed and regulated by PAGCOR',
  rgTools: 'Set limits or take a break',
  adultsOnly: '21+',
});

/** Tapping the Follow Us title this many times, each under the gap, opens the debug console. */
export const DEBUG_TAP_COUNT = 30;
export const DEBUG_TAP_MAX_GAP_MS = 500;
