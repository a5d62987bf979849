import { defineCopy } from '@/shared/i18n/define-copy';

/** The debug console, for support (opened by home's hidden tap code). */
export const DEBUG_COPY = defineCopy('debugConsole', {
  title: 'Debug console',
  loading: 'Loading…',
  appVersion: 'App version',
  indexVersion: 'Index version',
  brand: 'Brand',
  apiBase: 'API base',
  imageBase: 'Image base',
  device: 'Device type (d header)',
  viewport: 'Viewport',
  signedIn: 'Signed in',
  localKeys: 'Local storage keys',
  sessionKeys: 'Session storage keys',
  userAgent: 'User agent',
  sameOrigin: '{origin} (same origin)',
  none: '(none)',
  yes: 'yes',
  no: 'no',
});
