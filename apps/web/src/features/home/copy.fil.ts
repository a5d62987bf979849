import { defineTranslation } from '@/shared/i18n/define-copy';
import type { HOME_COPY } from './copy';

export const HOME_FIL = defineTranslation<typeof HOME_COPY>('home', {
  login: 'Mag-login',
  balance: 'Balance',
  currencySign: '₱',
  deposit: 'Mag-deposit',
  logoAlt: 'PisoPlay',
  promotions: 'Mga promo',
  carousel: 'carousel',
  slideRole: 'slide',
  slide: '{index} ng {total}',
  goToSlide: 'Pumunta sa slide {index}',
  categories: 'Mga kategorya ng laro',
  viewAll: 'Lahat',
  followUs: 'I-follow Kami',
  responsibleGaming: 'Responsible Gaming',
  responsibleText:
    'Para lang sa edad 21 pataas ang paglalaro. Maglaro nang responsable: magtakda ng limit at magpahinga paminsan-minsan.',
  regulatorLink: 'Lisensyado at regulated ng PAGCOR',
  rgTools: 'Magtakda ng limit o magpahinga',
  adultsOnly: '21+',
});
