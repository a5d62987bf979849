import {
  COUNTRY_CODES,
  formatPhoneDisplay,
  normalizeCountryCode,
  normalizePhoneInput,
  phoneForOtp,
  phoneInputMaxLength,
} from '@pisoplay/contract';

/** The country codes the (disabled) selector offers: '+63' to '+69'. */
export const COUNTRY_CODE_OPTIONS = COUNTRY_CODES.map((code) => `+${code}`);
export const DEFAULT_COUNTRY_CODE_OPTION = '+63';

/**
 * What the phone field shows for what the user typed or pasted (spec 5.1): digits only, a
 * leading 09 becomes 9, any other first digit becomes 9, grouped 3-3-4. A lone leading 0 is kept
 * while typing, so '0917…' entered digit by digit ends as '917 …' rather than '991 7…'; a
 * pasted '+63 …' number loses its country code.
 */
export function formatPhoneInput(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (digits === '0') return '0';
  // A pasted international number ('+63 917 123 4567') loses its country code.
  if (digits.length >= 12 && digits.startsWith('63')) digits = digits.slice(2);
  return formatPhoneDisplay(normalizePhoneInput(digits));
}

/** Max length of the phone field for its current text: 13 if it starts with 09, else 12. */
export const phoneFieldMaxLength = phoneInputMaxLength;

/** The phone and country code as the API takes them: '9171234567' and '63'. */
export function phoneForApi(display: string, countryCode?: string) {
  return { phone: phoneForOtp(display), country_code: normalizeCountryCode(countryCode) };
}

/** A stored phone ('9171234567') shown as in the field: '917 123 4567'. */
export const displayPhone = (phone: string): string => formatPhoneInput(phone);
