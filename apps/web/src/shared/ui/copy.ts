import { defineCopy } from '@/shared/i18n/define-copy';

/** The password box's switch and a busy button (form.tsx). */
export const FORM_LABELS = defineCopy('uiForm', {
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  busy: 'Please wait',
});

/** The shared pieces' own words: what screens pass in (titles, messages) is theirs. */
export const UI_COPY = defineCopy('ui', {
  /** Read after a password rule by screen readers (password-rules.tsx). */
  ruleMet: '(met)',
  ruleNotMet: '(not met)',
  /** One box of the code entry (code-input.tsx). */
  digitLabel: 'Digit {digit} of {length}',
  countryCode: 'Country code',
  back: 'Back',
  close: 'Close',
  /** A resend wait under a minute (resend-button.tsx); from a minute up it is '29:59'. */
  waitSeconds: '{seconds}s',
});

/** The time filters of spec 9 (the contract's TIME_FILTERS), by their flag. */
export const TIME_FILTER_LABELS = defineCopy('uiTimeFilters', {
  time0: 'Today',
  time1: 'Yesterday',
  time7: 'Last 7 days',
  time15: '15 days',
  time30: '30 days',
});
