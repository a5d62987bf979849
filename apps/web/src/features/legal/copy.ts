import type { LegalDocName } from '@pisoplay/contract';
import { defineCopy } from '@/shared/i18n/define-copy';

/** Titles shown until the server's own title has arrived, by document name. */
export const LEGAL_TITLES = defineCopy('legalTitles', {
  'terms-of-use': 'Terms of Use',
  'privacy-policy': 'Privacy Policy',
  faq: 'FAQ',
} satisfies Record<LegalDocName, string>);

/** The legal screens' own words; the texts themselves come from the server, in its language. */
export const LEGAL_COPY = defineCopy('legal', {
  updated: 'Last updated: {date}',
  error: 'Error fetching data.',
  loading: 'Loading...',
  retry: 'Try again',
  docsIntro: 'The rules of this service and how we look after your data.',
});
