import { defineTranslation } from '@/shared/i18n/define-copy';
import type { PARTNER_ENTRY_COPY } from './copy';

export const PARTNER_ENTRY_FIL = defineTranslation<typeof PARTNER_ENTRY_COPY>('partnerEntry', {
  partnerFailed: 'Hindi nakapag-login sa partner',
  partnerFailedWith: 'Hindi nakapag-login sa partner: {message}',
  miniFailed: 'Hindi nakapag-login sa mini app',
  miniFailedWith: 'Hindi nakapag-login sa mini app: {message}',
  signingIn: 'Nila-login ka na…',
  excludedTitle: 'Self-exclusion',
  toHome: 'Pumunta sa Home',
  vouchersTitle: 'Mga gift voucher',
  vouchersIntro:
    'Bumili ng voucher sa PisoShop, tapos i-redeem ang code nito sa Mag-deposit → Voucher.',
  buy: 'Bumili',
  buyVoucher: 'Bilhin ang {name}',
  vouchersError: 'Hindi ma-load ang mga voucher',
  retry: 'Subukan ulit',
});
