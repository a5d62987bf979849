import { defineTranslation } from '@/shared/i18n/define-copy';
import type { NOT_FOUND_COPY } from './copy';

export const NOT_FOUND_FIL = defineTranslation<typeof NOT_FOUND_COPY>('notFound', {
  title: 'Walang ganitong page',
  code: '404',
  message: 'Wala na o nailipat na ang page na hinahanap mo.',
  home: 'Bumalik sa Home',
});
