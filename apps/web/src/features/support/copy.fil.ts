import { defineTranslation } from '@/shared/i18n/define-copy';
import type { ABOUT_INTRODUCTION, SUPPORT_COPY } from './copy';

export const SUPPORT_FIL = defineTranslation<typeof SUPPORT_COPY>('support', {
  loading: 'Naglo-load...',
  loadError: 'Nagka-error sa pagkuha ng data.',
  retry: 'Subukan ulit',
  helpEmpty: 'Wala pang help article.',
  helpCategories: 'Mga kategorya ng tulong',
  newsEmpty: 'Wala pang balita.',
  details: 'Detalye',
  previous: 'Nakaraan',
  next: 'Susunod',
  introduction: 'Pagpapakilala',
  followUs: 'I-follow kami',
  followUsEmpty: 'Wala pang social channel.',
  aboutTabs: 'Tungkol sa amin',
  feedbackLabel: 'Ang feedback mo',
  feedbackPlaceholder:
    'Sabihin mo sa amin kung ano ang gusto mo, ano ang kulang o ano ang nagkaproblema. Binabasa namin ang bawat mensahe.',
  feedbackCount: '{count}/{max}',
  submit: 'I-submit',
  submitting: 'Ipinapadala...',
  feedbackThanks: 'Salamat sa feedback mo!',
});

export const ABOUT_INTRODUCTION_FIL = defineTranslation<typeof ABOUT_INTRODUCTION>('supportAbout', {
  paragraph1:
    'Ang PisoPlay ay online casino at betting service para sa mga player sa Pilipinas. Nasa iisang app ang casino, slots, live dealers, fishing, table at board games, bingo at sports, at nasa Philippine peso ang bawat halaga.',
  paragraph2:
    'Dumadaan ang mga deposit at withdrawal sa GCash, Maya, GrabPay at sa mga pangunahing bangko. Karamihan ng withdrawal ay dumarating sa loob ng 5 minuto.',
  paragraph3:
    'Sinusunod namin ang mga patakaran ng pambansang regulator ng gaming: bawat player ay hindi bababa sa 21 taong gulang at nagve-verify ng identity niya sa loob ng 72 oras mula nang mag-register. Maglaro nang responsable; puwedeng maglagay ng limit o mag-self-exclude ng account mo ang aming Customer Service anumang oras.',
});
