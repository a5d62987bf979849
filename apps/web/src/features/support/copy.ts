import { defineCopy } from '@/shared/i18n/define-copy';

/** Texts of the help centre, news, about-us and feedback screens. */
export const SUPPORT_COPY = defineCopy('support', {
  loading: 'Loading...',
  loadError: 'Error fetching data.',
  retry: 'Try again',
  helpEmpty: 'No help articles yet.',
  helpCategories: 'Help categories',
  newsEmpty: 'No news yet.',
  details: 'Details',
  previous: 'Previous',
  next: 'Next',
  introduction: 'Introduction',
  followUs: 'Follow Us',
  followUsEmpty: 'No social channels yet.',
  aboutTabs: 'About us',
  feedbackLabel: 'Your feedback',
  feedbackPlaceholder:
    'Tell us what you like, what is missing or what went wrong. We read every message.',
  feedbackCount: '{count}/{max}',
  submit: 'Submit',
  submitting: 'Sending...',
  feedbackThanks: 'Thank you for your feedback!',
});

/** The Introduction tab of About Us: its paragraphs, in order. */
export const ABOUT_INTRODUCTION = defineCopy('supportAbout', {
  paragraph1:
    'PisoPlay is an online casino and betting service for players in the Philippines. Casino, slots, live dealers, fishing, table and board games, bingo and sport are all in one app, with every amount in Philippine pesos.',
  paragraph2:
    'Deposits and withdrawals go through GCash, Maya, GrabPay and the major banks. Most withdrawals arrive within 5 minutes.',
  paragraph3:
    "We follow the national gaming regulator's rules: every player is at least 21 years old and verifies their identity within 72 hours of registering. Play responsibly; our Customer Service can set limits or self-exclude your account at any time.",
});
