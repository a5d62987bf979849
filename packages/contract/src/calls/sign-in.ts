/** Sign-in and sessions: codes, logins, password reset, logout, refresh (/member/…). */
import { z } from 'zod';
import { defineCall } from './define.ts';
import { OTP_PURPOSES } from '../domain/constants.ts';
import { apiCountryCodeSchema, apiPhoneSchema } from '../validation/phone.ts';
import { accountPasswordSchema } from '../validation/password.ts';
import { code, empty, otpId, password } from './fields.ts';
import type { OtpSendResult, Session } from '../models.ts';

export const sendSms = defineCall<OtpSendResult>()({
  method: 'POST',
  path: '/member/sms',
  auth: false,
  payload: z.object({
    phone: apiPhoneSchema,
    country_code: apiCountryCodeSchema,
    /** What the code is for; it works only there. Default 'login'. */
    purpose: z.enum(OTP_PURPOSES).default('login'),
  }),
});
export const otpLogin = defineCall<Session>()({
  method: 'POST',
  path: '/member/otp/login',
  auth: false,
  payload: z.object({ otp_id: otpId, code }),
});
export const passwordLogin = defineCall<Session>()({
  method: 'POST',
  path: '/member/login',
  auth: false,
  payload: z.object({
    country_code: apiCountryCodeSchema,
    phone: apiPhoneSchema,
    password: password.min(1, 'Password is required'),
  }),
});
export const retrievePassword = defineCall<boolean>()({
  method: 'POST',
  path: '/member/retrieve/password',
  auth: false,
  payload: z.object({ code, new_password: accountPasswordSchema, otp_id: otpId }),
});
/**
 * Checks a reset code before the new password is asked for (spec 4.6: a correct code moves on).
 * The code stays usable for `retrievePassword`; wrong tries count towards the lock.
 */
export const checkResetCode = defineCall<boolean>()({
  method: 'POST',
  path: '/member/retrieve/check',
  auth: false,
  payload: z.object({ otp_id: otpId, code }),
});
export const logout = defineCall<boolean>()({
  method: 'GET',
  path: '/member/logout',
  auth: true,
  payload: empty,
});
export const refreshToken = defineCall<Session>()({
  method: 'GET',
  path: '/member/refresh/token',
  auth: true,
  payload: empty,
});
