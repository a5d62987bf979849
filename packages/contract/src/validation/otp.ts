import { z } from 'zod';
import { OTP_MESSAGES } from './messages.ts';
import { OTP_LENGTH } from '../domain/constants.ts';

export const otpCodeSchema = z
  .string()
  .min(1, OTP_MESSAGES.required)
  .regex(/^\d*$/, OTP_MESSAGES.incomplete)
  .length(OTP_LENGTH, OTP_MESSAGES.incomplete);

/** Each box of the code widget takes a single digit 0-9. */
export const sanitizeOtpDigits = (raw: string): string => raw.replace(/\D/g, '');
