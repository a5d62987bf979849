import type { LegalDocName } from '@pisoplay/contract';

/** Titles shown until the server's own title has arrived. */
export const LEGAL_TITLES: Record<LegalDocName, string> = {
  'terms-of-use': 'Terms of Use',
  'privacy-policy': 'Privacy Policy',
  faq: 'FAQ',
};

export const LEGAL_COPY = {
  updated: (date: string) => `Last updated: ${date}`,
  error: 'Error fetching data.',
  loading: 'Loading...',
  retry: 'Try again',
  docsIntro: 'The rules of this service and how we look after your data.',
} as const;
