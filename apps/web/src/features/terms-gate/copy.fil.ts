import { defineTranslation } from '@/shared/i18n/define-copy';
import type { TERMS_GATE_COPY } from './copy';

// `agreement` must hold `termsOfUse` and `privacyPolicy` word for word: those parts become links.
export const TERMS_GATE_FIL = defineTranslation<typeof TERMS_GATE_COPY>('termsGate', {
  title: 'Mga Tuntunin at Eligibility',
  intro: 'Hindi puwedeng maglaro ang mga sumusunod:',
  ineligible1: 'mga opisyal o empleyado ng gobyerno',
  ineligible2: 'mga miyembro ng sandatahang lakas at pulis',
  ineligible3: 'mga wala pang 21 taong gulang',
  ineligible4: 'mga nasa restricted-persons database ng regulator',
  ineligible5: 'mga may hawak ng gaming employment licence',
  forfeiture: 'Mapupunta sa gobyerno ang pondo ng mga player na hindi eligible.',
  publicPlaces: 'Bawal maglaro sa mga pampublikong lugar.',
  agreement:
    'Kailangan mong sumang-ayon sa Mga Tuntunin ng Paggamit at Patakaran sa Privacy para makapag-login',
  termsOfUse: 'Mga Tuntunin ng Paggamit',
  privacyPolicy: 'Patakaran sa Privacy',
  agree: 'Sumasang-ayon ako',
  proceed: 'Magpatuloy',
  exit: 'Lumabas',
});
