import { defineTranslation } from '@/shared/i18n/define-copy';
import type { WITHDRAW_OFFER_COPY } from './copy';

export const WITHDRAW_OFFER_FIL = defineTranslation<typeof WITHDRAW_OFFER_COPY>('withdrawOffer', {
  text: 'Puwede ka pa ring mag-login para i-withdraw ang balance mo. Sarado pa rin ang paglalaro, deposit at bonus.',
  button: 'I-withdraw ang balance ko',
  failed: 'Hindi natuloy ang login para mag-withdraw. Subukan ulit.',
});
