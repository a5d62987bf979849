/** Payload schemas of the calls in sign-in.ts, by call name (see `payloadsOf`). */
import { z } from 'zod';
import { OTP_PURPOSES } from '../domain/constants.ts';
import { apiCountryCodeSchema, apiPhoneSchema } from '../validation/phone.ts';
import { accountPasswordSchema } from '../validation/password.ts';
import { emailSchema } from '../validation/account.ts';
import { token } from '../validation/input.ts';
import { code, empty, otpId, password } from './fields.ts';
import { deviceNo, referralCode } from './loyalty.payloads.ts';

export const sendSms = z.object({
  phone: apiPhoneSchema,
  country_code: apiCountryCodeSchema,
  /** What the code is for; it works only there. Default 'login'. */
  purpose: z.enum(OTP_PURPOSES).default('login'),
});
export const otpLogin = z.object({
  otp_id: otpId,
  code,
  /** The inviter's code from a `/?ref=` link; read only when this sign-in creates the account. */
  ref: referralCode.optional(),
  /** The browser's own id (docs/promotions.md, "Invitations"), kept on a new account. */
  device_no: deviceNo.optional(),
});
export const passwordLogin = z.object({
  country_code: apiCountryCodeSchema,
  phone: apiPhoneSchema,
  password: password.min(1, 'Password is required'),
});
export const withdrawOnlyLogin = z.object({ ticket: token(64) });
export const retrievePassword = z.object({
  code,
  new_password: accountPasswordSchema,
  otp_id: otpId,
});
export const checkResetCode = z.object({ otp_id: otpId, code });
export const sendResetEmail = z.object({ email: emailSchema });
export const logout = empty;
export const refreshToken = empty;
