/** Payload schemas of the calls in sign-in.ts, by call name (see `payloadsOf`). */
import { z } from 'zod';
import { OTP_PURPOSES } from '../domain/constants.ts';
import { apiCountryCodeSchema, apiPhoneSchema } from '../validation/phone.ts';
import { accountPasswordSchema } from '../validation/password.ts';
import { emailSchema } from '../validation/account.ts';
import { code, empty, otpId, password } from './fields.ts';

export const sendSms = z.object({
  phone: apiPhoneSchema,
  country_code: apiCountryCodeSchema,
  /** What the code is for; it works only there. Default 'login'. */
  purpose: z.enum(OTP_PURPOSES).default('login'),
});
export const otpLogin = z.object({ otp_id: otpId, code });
export const passwordLogin = z.object({
  country_code: apiCountryCodeSchema,
  phone: apiPhoneSchema,
  password: password.min(1, 'Password is required'),
});
export const retrievePassword = z.object({
  code,
  new_password: accountPasswordSchema,
  otp_id: otpId,
});
export const checkResetCode = z.object({ otp_id: otpId, code });
export const sendResetEmail = z.object({ email: emailSchema });
export const logout = empty;
export const refreshToken = empty;
