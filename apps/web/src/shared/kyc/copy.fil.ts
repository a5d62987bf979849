import { defineTranslation } from '@/shared/i18n/define-copy';
import type { KYC_GATE_COPY } from './copy';

export const KYC_GATE_FIL = defineTranslation<typeof KYC_GATE_COPY>('kycGate', {
  reminderTitle: 'Pakikumpleto ang KYC verification ng account mo',
  depositText:
    'Ayon sa patakaran ng regulator, kailangan mo munang kumpletuhin ang KYC verification bago mo magamit ang wallet!',
  gameText:
    'Ayon sa patakaran ng regulator, kailangan mo munang kumpletuhin ang KYC verification bago ka makapasok sa laro!',
  withdrawText:
    'Ayon sa patakaran ng regulator, kailangan mong mag-submit ng KYC verification at maaprubahan ito bago ka makapag-withdraw!',
  welfareText:
    'Ayon sa patakaran ng regulator, kailangan mong mag-submit ng KYC verification para makasali sa mga welfare activity!',
  goToKyc: 'I-verify ang KYC ngayon',

  underReviewTitle: 'Nire-review pa ang KYC...',
  underReviewWithdraw:
    'Nire-review pa ang KYC mo. Makakapag-withdraw ka lang kapag pumasa na ito sa review.',
  underReviewWallet:
    'Nire-review pa ang KYC mo. Magagamit mo lang ang wallet kapag pumasa na ito sa review.',
  okay: 'Sige',
  contact: 'Makipag-ugnayan',

  restrictedTitle: 'Malilimitahan ang account mo',
  restrictedText:
    'Kapag hindi mo natapos ang KYC verification, malilimitahan ang account mo pagkalipas ng',
  doItLater: 'Mamaya na lang',

  blockedTitle: 'Naka-block ang account',
  blockedText:
    'Na-block ng administrator ang account mo dahil sa paglabag sa patakaran ng regulator o ng site. Makipag-ugnayan agad sa customer service.',
  blockedOk: 'OK',
});
