/** The members module's limits and lifetimes, in one place (docs/auth.md explains each). */
import {
  OTP_LOCK_SECONDS,
  OTP_RESEND_SECONDS,
  OTP_RESEND_SECONDS_ACCOUNT,
  OTP_TTL_SECONDS,
} from '@pisoplay/contract';
import type { OtpPurpose } from '@pisoplay/contract';

const MINUTE = 60_000;

/** Sessions last 7 days from sign-in or refresh (not sliding); refresh issues a new one. */
export const SESSION_TTL_MS = 7 * 24 * 60 * MINUTE;
/** After the old password or an own-phone code is checked, sensitive changes are allowed. */
export const VERIFIED_WINDOW_MS = 10 * MINUTE;

export const OTP_TTL_MS = OTP_TTL_SECONDS * 1000;
export const OTP_RESEND_MS: Record<OtpPurpose, number> = {
  login: OTP_RESEND_SECONDS * 1000,
  reset: OTP_RESEND_SECONDS * 1000,
  verify: OTP_RESEND_SECONDS_ACCOUNT * 1000,
};
/** Sends per phone in the window; one more locks the phone. */
export const OTP_SENDS = { max: 5, windowMs: 30 * MINUTE };
/** Wrong codes per phone within the window lock the phone (sends and checks). */
export const OTP_LOCK_MS = OTP_LOCK_SECONDS * 1000;

export type ThrottleRule = { max: number; windowMs: number; lockMs: number };

export const OTP_WRONG_CODES: ThrottleRule = { max: 5, windowMs: 30 * MINUTE, lockMs: OTP_LOCK_MS };
export const LOGIN_PER_PHONE: ThrottleRule = { max: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };
export const LOGIN_PER_IP: ThrottleRule = { max: 20, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };
export const OLD_PASSWORD_CHECKS: ThrottleRule = {
  max: 5,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
};

/** Username and nick name may each change once within this many days. */
export const NAME_CHANGE_DAYS = 90;

export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
/** Uploads per player per 24 hours. */
export const UPLOADS_PER_DAY = 50;

/** Throttle scopes in auth_throttle. */
export const SCOPES = {
  otp: 'otp',
  loginPhone: 'login-phone',
  loginIp: 'login-ip',
  oldPassword: 'auth-password',
} as const;

export const phoneKey = (countryCode: string, phone: string) => `${countryCode}:${phone}`;
