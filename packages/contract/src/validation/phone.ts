import { z } from 'zod';
import { PHONE_MESSAGES } from './messages.ts';
import { DEFAULT_COUNTRY_CODE } from '../domain/constants.ts';

/** Generic pattern: starts with 9, followed by 9 to 10 digits. */
export const PHONE_PATTERN = /^9\d{9,10}$/;

/**
 * Typing rule of spec 5.1: digits only, a leading 09 becomes 9, any other first digit becomes 9,
 * shown grouped 3-3-4.
 */
export function normalizePhoneInput(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (digits.startsWith('09')) digits = digits.slice(1);
  if (digits.length > 0 && digits[0] !== '9') digits = `9${digits.slice(1)}`;
  return digits.slice(0, 10);
}

export function formatPhoneDisplay(digits: string): string {
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 10)].filter(Boolean);
  return parts.join(' ');
}

/** Max input length: 13 when the text starts with 09, else 12 (10 digits and two spaces). */
export const phoneInputMaxLength = (value: string): number => (value.startsWith('09') ? 13 : 12);

/** For OTP calls the number is reduced to the part starting with 9, spaces removed. */
export function phoneForOtp(value: string): string {
  const compact = value.replace(/\s/g, '');
  const nine = compact.indexOf('9');
  return nine === -1 ? compact : compact.slice(nine);
}

/** The country code loses its plus sign; empty means 63. */
export function normalizeCountryCode(value: string | undefined): string {
  const code = (value ?? '').replace(/^\+/, '').trim();
  return code || DEFAULT_COUNTRY_CODE;
}

export const phoneNumberSchema = z
  .string({ error: PHONE_MESSAGES.required })
  .min(1, PHONE_MESSAGES.required)
  .refine((value) => value.replace(/\s/g, '').length >= 10, PHONE_MESSAGES.invalid);

/** The country code as entered, with its plus sign: '+63' is 3 characters. */
export const countryCodeFieldSchema = z.string().length(3, PHONE_MESSAGES.countryCode);

/** Phone as the API receives it: 10 digits starting with 9, and a country code 63 to 69. */
export const apiPhoneSchema = z
  .string({ error: PHONE_MESSAGES.required })
  .regex(/^9\d{9}$/, PHONE_MESSAGES.invalid);
export const apiCountryCodeSchema = z
  .string()
  .regex(/^6[3-9]$/, PHONE_MESSAGES.countryCode)
  .default(DEFAULT_COUNTRY_CODE);

/** The account phone field: max 11, generic pattern. */
export const accountPhoneSchema = z
  .string()
  .min(1, PHONE_MESSAGES.required)
  .max(11, PHONE_MESSAGES.accountMaxLength)
  .regex(PHONE_PATTERN, PHONE_MESSAGES.accountPattern);
