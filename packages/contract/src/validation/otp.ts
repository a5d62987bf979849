import { z } from 'zod';
import { OTP_LENGTH } from '../domain/constants.ts';

export const OTP_MESSAGES = {
  required: 'Please enter the code',
  incomplete: 'Please enter the correct code',
  invalid: 'Invalid code',
  locked: 'the maximum number of code attempts has been exceeded. Please try again later',
} as const;

export const otpCodeSchema = z
  .string()
  .min(1, OTP_MESSAGES.required)
  .regex(/^\d*$/, OTP_MESSAGES.incomplete)
  .length(OTP_LENGTH, OTP_MESSAGES.incomplete);

/** Each box of the code widget takes a single digit 0-9. */
export const sanitizeOtpDigits = (raw: string): string => raw.replace(/\D/g, '');
