import { defineTranslation } from '@/shared/i18n/define-copy';
import type { PROMOTION_LINK_COPY } from './copy';

export const PROMOTION_LINK_FIL = defineTranslation<typeof PROMOTION_LINK_COPY>('promotionLink', {
  comingSoon: 'Malapit na',
});
