import { defineTranslation } from '@/shared/i18n/define-copy';
import type { API_COPY } from './copy';

export const API_FIL = defineTranslation<typeof API_COPY>('api', {
  uploadFailed: 'Hindi na-upload',
});
