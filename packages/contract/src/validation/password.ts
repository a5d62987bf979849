import { z } from 'zod';
import { PASSWORD_MESSAGES } from './messages.ts';

export const PASSWORD_MAX_INPUT = 20;
export const PASSWORD_MIN_LENGTH = 8;
/** Login rule: 8 to 20 letters and digits, at least one of each. */
export const PASSWORD_PATTERN = new RegExp(
  `^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]{${PASSWORD_MIN_LENGTH},${PASSWORD_MAX_INPUT}}$`,
);
/** The generic expression of spec 5.3 (8 to 19). Kept for the screens that use it. */
export const PASSWORD_PATTERN_GENERIC = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{8,19}$/;

export const hasLetterAndNumber = (value: string): boolean =>
  /[A-Za-z]/.test(value) && /\d/.test(value);
export const hasPasswordLength = (value: string): boolean =>
  value.length >= PASSWORD_MIN_LENGTH && value.length <= PASSWORD_MAX_INPUT;

export const loginPasswordSchema = z
  .string({ error: PASSWORD_MESSAGES.required })
  .min(1, PASSWORD_MESSAGES.required)
  .regex(PASSWORD_PATTERN, PASSWORD_MESSAGES.login);

/** Account form password: required, 8-20, a letter and a number. */
export const accountPasswordSchema = z
  .string({ error: PASSWORD_MESSAGES.required })
  .min(1, PASSWORD_MESSAGES.required)
  .max(PASSWORD_MAX_INPUT, PASSWORD_MESSAGES.maxLength)
  .min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.range)
  .refine(hasLetterAndNumber, `Password${PASSWORD_MESSAGES.letterAndNumber}`)
  .regex(/^[A-Za-z\d]+$/, PASSWORD_MESSAGES.login);
