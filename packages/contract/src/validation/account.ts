import { z } from 'zod';
import { ACCOUNT_MESSAGES } from './messages.ts';

export const TEXT_MIN = 5;
export const TEXT_MAX = 50;
export const EMAIL_MAX = 30;
/** Letters, digits and underscore: what a username or nick name may hold. */
export const TEXT_PATTERN = /^[A-Za-z0-9_]+$/;

export const textFieldSchema = (min = TEXT_MIN, max = TEXT_MAX) =>
  z
    .string()
    .trim()
    .min(min, ACCOUNT_MESSAGES.minLength(min))
    .max(max, ACCOUNT_MESSAGES.maxLength(max))
    .regex(TEXT_PATTERN, ACCOUNT_MESSAGES.pattern);

export const usernameSchema = textFieldSchema();
export const nickNameSchema = textFieldSchema();

export const emailSchema = z
  .string()
  .trim()
  .min(1, ACCOUNT_MESSAGES.emailRequired)
  .max(EMAIL_MAX, ACCOUNT_MESSAGES.emailMaxLength)
  .email(ACCOUNT_MESSAGES.emailPattern);

export const agreeTermsSchema = z.literal(true, { error: ACCOUNT_MESSAGES.terms });

/** Submit throttles of spec 5.4, in milliseconds. */
export const SUBMIT_THROTTLE_MS = {
  username: 2000,
  code: 2000,
  password: 5000,
  email: 5000,
  phone: 5000,
} as const;
