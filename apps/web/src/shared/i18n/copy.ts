import { defineCopy } from './define-copy';

export const LANGUAGE_COPY = defineCopy('language', {
  label: 'Language',
  failed: 'The language could not be loaded. Please try again.',
});
