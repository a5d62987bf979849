import { COUNTRY_CODES, INT_MAX, apiPhoneSchema } from '@pisoplay/contract';

/** What an operator's search text may be: a uid, a phone number, the start of a username. */
export type SearchTerms = {
  /** All digits that fit a uid. */
  uid: number | null;
  /** A mobile number (9 and 9 digits, as members store it) and the country codes it may have. */
  phone: { phone: string; countryCodes: string[] } | null;
  /** Lower case: matched against the start of the username (and exactly, ranked first). */
  username: string;
};

/** Spaces, dashes, dots and brackets people put in phone numbers. */
const PHONE_PUNCTUATION = /[\s().-]/g;

/**
 * Reads a search the way players write their number: 09171234567, 9171234567, 639171234567,
 * +639171234567 (spaces, dashes, dots and brackets allowed): the last ten digits are the number
 * (the contract's apiPhoneSchema), a country code of COUNTRY_CODES before them picks that code; a
 * national number (0 or nothing before it) matches under every code an account may have. All
 * digits (no plus) is also tried as a uid; any text as the start of a username.
 */
export function searchTerms(q: string): SearchTerms {
  const text = q.trim();
  const compact = text.replace(PHONE_PUNCTUATION, '');
  const international = compact.startsWith('+');
  const digits = /^\+?\d+$/.test(compact) ? compact.replace('+', '') : null;
  const uid = !international && digits && /^[1-9]\d{0,9}$/.test(digits) ? Number(digits) : null;
  return {
    uid: uid !== null && uid <= INT_MAX ? uid : null,
    phone: digits ? phoneOf(digits, international) : null,
    username: text.toLowerCase(),
  };
}

function phoneOf(digits: string, international: boolean): SearchTerms['phone'] {
  const phone = digits.slice(-10);
  if (!apiPhoneSchema.safeParse(phone).success) return null;
  const before = digits.slice(0, -10);
  if (!international && (before === '' || before === '0')) {
    return { phone, countryCodes: [...COUNTRY_CODES] };
  }
  return (COUNTRY_CODES as readonly string[]).includes(before)
    ? { phone, countryCodes: [before] }
    : null;
}
