import { defineCopy } from '@/shared/i18n/define-copy';

/** What a promotion's tap may say (spec 2.11). */
export const PROMOTION_LINK_COPY = defineCopy('promotionLink', {
  /** What a promotion not open yet says. */
  comingSoon: 'Coming soon',
});
