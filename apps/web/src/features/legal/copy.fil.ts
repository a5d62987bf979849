import { defineTranslation } from '@/shared/i18n/define-copy';
import type { LEGAL_COPY, LEGAL_TITLES } from './copy';

export const LEGAL_TITLES_FIL = defineTranslation<typeof LEGAL_TITLES>('legalTitles', {
  'terms-of-use': 'Mga Tuntunin ng Paggamit',
  'privacy-policy': 'Patakaran sa Privacy',
  faq: 'FAQ',
});

export const LEGAL_FIL = defineTranslation<typeof LEGAL_COPY>('legal', {
  updated: 'Huling na-update: {date}',
  error: 'Nagka-error sa pag-load ng data.',
  loading: 'Naglo-load...',
  retry: 'Subukan ulit',
  docsIntro: 'Ang mga patakaran ng serbisyong ito at kung paano namin inaalagaan ang data mo.',
});
