/** Sign-in and sessions: codes, logins, password reset, logout, refresh (/member/…). */
import { defineCall, payloadsOf } from './define.ts';
import type { OtpSendResult, Session } from '../models.ts';

const payload = payloadsOf(() => import('./sign-in.payloads.ts'));

export const sendSms = defineCall<OtpSendResult>()({
  method: 'POST',
  path: '/member/sms',
  auth: false,
  payload: payload('sendSms'),
});
export const otpLogin = defineCall<Session>()({
  method: 'POST',
  path: '/member/otp/login',
  auth: false,
  payload: payload('otpLogin'),
});
export const passwordLogin = defineCall<Session>()({
  method: 'POST',
  path: '/member/login',
  auth: false,
  payload: payload('passwordLogin'),
});
/**
 * A self-excluded player's withdraw-only sign-in (docs/responsible-gaming.md): the ticket a
 * refused sign-in carried (`withdrawTicketOf`), once, within 10 minutes. The session it opens may
 * make only the calls a withdrawal needs and ends 30 minutes later (`Session.withdraw_only`).
 */
export const withdrawOnlyLogin = defineCall<Session>()({
  method: 'POST',
  path: '/member/withdraw/login',
  auth: false,
  payload: payload('withdrawOnlyLogin'),
});
export const retrievePassword = defineCall<boolean>()({
  method: 'POST',
  path: '/member/retrieve/password',
  auth: false,
  payload: payload('retrievePassword'),
});
/**
 * Checks a reset code before the new password is asked for (spec 4.6: a correct code moves on).
 * The code stays usable for `retrievePassword`; wrong tries count towards the lock.
 */
export const checkResetCode = defineCall<boolean>()({
  method: 'POST',
  path: '/member/retrieve/check',
  auth: false,
  payload: payload('checkResetCode'),
});
/**
 * Forgot password by email (spec 4.6): a 'reset' code to the address, if it is the proven email
 * of an account. The reply is the same either way (docs/auth.md); the code then goes to
 * `checkResetCode` and `retrievePassword` like a code sent by SMS.
 */
export const sendResetEmail = defineCall<OtpSendResult>()({
  method: 'POST',
  path: '/member/retrieve/email',
  auth: false,
  payload: payload('sendResetEmail'),
});
export const logout = defineCall<boolean>()({
  method: 'GET',
  path: '/member/logout',
  auth: true,
  payload: payload('logout'),
});
export const refreshToken = defineCall<Session>()({
  method: 'GET',
  path: '/member/refresh/token',
  auth: true,
  payload: payload('refreshToken'),
});
