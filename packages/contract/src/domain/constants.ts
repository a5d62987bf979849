/** Business constants of spec 9 that are not tied to one domain file. */
export const CURRENCY = 'PHP';
export const CURRENCY_DECIMALS = 2;
export const DATE_FORMAT = 'MMM D, YYYY h:mm A';
export const LAYOUT_MAX_WIDTH_PX = 480;
export const MOBILE_BREAKPOINT_PX = 768;
export const MODAL_ANIMATION_MS = 300;
export const BACKDROP_FADE_MS = 200;
export const TOAST_DURATION_MS = 5000;

/** Legal and FAQ texts per brand; 'h5' is the default brand. */
export const DEFAULT_BRAND = 'h5';
/** The three brand tags, read from the first label of the host name (luzon.example.ph). */
export const BRAND_TAGS = ['luzon', 'visayas', 'mindanao'] as const;
export type BrandTag = (typeof BRAND_TAGS)[number];
export const brandFromHost = (hostname: string): BrandTag | typeof DEFAULT_BRAND => {
  const label = hostname.split('.')[0]?.toLowerCase() ?? '';
  return (BRAND_TAGS as readonly string[]).includes(label) ? (label as BrandTag) : DEFAULT_BRAND;
};
export const LEGAL_DOC_NAMES = ['terms-of-use', 'privacy-policy', 'faq'] as const;
export type LegalDocName = (typeof LEGAL_DOC_NAMES)[number];

export const TIME_FILTERS = [
  { label: 'Today', value: 0 },
  { label: 'Yesterday', value: 1 },
  { label: 'Last 7 days', value: 7 },
  { label: '15 days', value: 15 },
  { label: '30 days', value: 30 },
] as const;
export type TimeFlag = (typeof TIME_FILTERS)[number]['value'];

export const BONUS_TYPES = {
  4001: 'Mystery Box',
  4003: 'Level Up Bonus',
  4004: 'Birthday Bonus',
} as const;

export const TRANSACTION_PAGE_SIZE = 10;

export const DEFAULT_COUNTRY_CODE = '63';
export const COUNTRY_CODES = ['63', '64', '65', '66', '67', '68', '69'] as const;
export const OTP_LENGTH = 6;
/**
 * What a one-time code is for; a code only works for the purpose it was sent for.
 * login: /member/otp/login. reset: /member/retrieve/password. verify: the signed-in player's
 * verification flows (/member/auth/sms, /member/password/update, /member/detail/update).
 */
export const OTP_PURPOSES = ['login', 'reset', 'verify'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];
/** Lifetime of a one-time code. */
export const OTP_TTL_SECONDS = 300;
export const OTP_RESEND_SECONDS = 30;
export const OTP_RESEND_SECONDS_ACCOUNT = 60;
export const OTP_LOCK_SECONDS = 1800;
export const OTP_AUTO_SUBMIT_DEBOUNCE_MS = 200;

/** Masking helper of spec 9: first 4 and last 3 characters with 4 asterisks between. */
export function mask(value: string): string {
  if (value.length <= 7) return value;
  return `${value.slice(0, 4)}****${value.slice(-3)}`;
}
