import { defineTranslation } from '@/shared/i18n/define-copy';
import type { DEBUG_COPY } from './copy';

export const DEBUG_FIL = defineTranslation<typeof DEBUG_COPY>('debugConsole', {
  title: 'Debug console',
  loading: 'Naglo-load…',
  appVersion: 'Bersyon ng app',
  indexVersion: 'Bersyon ng index',
  brand: 'Brand',
  apiBase: 'API base',
  imageBase: 'Image base',
  device: 'Uri ng device (d header)',
  viewport: 'Viewport',
  signedIn: 'Naka-login',
  localKeys: 'Mga key sa local storage',
  sessionKeys: 'Mga key sa session storage',
  userAgent: 'User agent',
  sameOrigin: '{origin} (parehong origin)',
  none: '(wala)',
  yes: 'oo',
  no: 'hindi',
});
