import { defineTranslation } from './define-copy';
import type { LANGUAGE_COPY } from './copy';

export const LANGUAGE_FIL = defineTranslation<typeof LANGUAGE_COPY>('language', {
  label: 'Wika',
  failed: 'Hindi ma-load ang wika. Pakisubukan ulit.',
});
