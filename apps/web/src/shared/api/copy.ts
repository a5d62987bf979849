import { defineCopy } from '@/shared/i18n/define-copy';

/** What the app's own API helpers say when a call gives back nothing usable. */
export const API_COPY = defineCopy('api', {
  uploadFailed: 'Upload failed',
});
