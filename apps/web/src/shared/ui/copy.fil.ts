import { defineTranslation } from '@/shared/i18n/define-copy';
import type { FORM_LABELS, TIME_FILTER_LABELS, UI_COPY } from './copy';

export const FORM_LABELS_FIL = defineTranslation<typeof FORM_LABELS>('uiForm', {
  showPassword: 'Ipakita ang password',
  hidePassword: 'Itago ang password',
  busy: 'Sandali lang',
});

export const UI_FIL = defineTranslation<typeof UI_COPY>('ui', {
  ruleMet: '(pasok na)',
  ruleNotMet: '(hindi pa pasok)',
  digitLabel: 'Digit {digit} ng {length}',
  countryCode: 'Country code',
  back: 'Bumalik',
  close: 'Isara',
  waitSeconds: '{seconds}s',
});

export const TIME_FILTER_LABELS_FIL = defineTranslation<typeof TIME_FILTER_LABELS>(
  'uiTimeFilters',
  {
    time0: 'Ngayon',
    time1: 'Kahapon',
    time7: 'Huling 7 araw',
    time15: '15 araw',
    time30: '30 araw',
  },
);
