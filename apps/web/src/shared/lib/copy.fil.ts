import { defineTranslation } from '@/shared/i18n/define-copy';
import type { DATE_COPY } from './copy';

// The abbreviations Filipino calendars use (CLDR's 'fil').
export const DATE_FIL = defineTranslation<typeof DATE_COPY>('dates', {
  month0: 'Ene',
  month1: 'Peb',
  month2: 'Mar',
  month3: 'Abr',
  month4: 'May',
  month5: 'Hun',
  month6: 'Hul',
  month7: 'Ago',
  month8: 'Set',
  month9: 'Okt',
  month10: 'Nob',
  month11: 'Dis',
});
