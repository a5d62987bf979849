import { validationError } from '@pisoplay/contract';
import { ACCOUNT_MESSAGES } from './messages.ts';

/** 09XXXXXXXXX, 9XXXXXXXXX, +639XXXXXXXXX or 639XXXXXXXXX: the ten digits after the 0. */
const PH_MOBILE = /^(?:\+?63|0)?(9\d{9})$/;
const DIGITS_RULE = /^digits:(\d+)(?:-(\d+))?$/;

/**
 * An account number checked against its channel's account_rule (payment_channels) and written
 * the one way it is stored: 'mobile' as 09XXXXXXXXX, 'digits:N' / 'digits:N-M' as the digits.
 * A channel without a rule takes the number as typed (the contract already trimmed it).
 */
export function normalizeAccountNumber(rule: string, raw: string): string {
  if (rule === 'mobile') {
    const mobile = PH_MOBILE.exec(raw);
    if (!mobile) throw validationError(ACCOUNT_MESSAGES.mobile);
    return `0${mobile[1]}`;
  }
  const digits = DIGITS_RULE.exec(rule);
  if (digits) {
    const min = Number(digits[1]);
    const max = Number(digits[2] ?? digits[1]);
    if (!/^\d+$/.test(raw) || raw.length < min || raw.length > max) {
      throw validationError(ACCOUNT_MESSAGES.digits(min === max ? `${min}` : `${min} to ${max}`));
    }
  }
  return raw;
}
