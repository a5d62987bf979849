/** The members module's limits and lifetimes, in one place (docs/auth.md explains each). */
import {
  OTP_LOCK_SECONDS,
  OTP_RESEND_SECONDS,
  OTP_RESEND_SECONDS_ACCOUNT,
  OTP_TTL_SECONDS,
  WITHDRAW_ONLY_SESSION_MINUTES,
  WITHDRAW_TICKET_MINUTES,
} from '@pisoplay/contract';
import type { OtpPurpose } from '@pisoplay/contract';
import type { ThrottleRule } from '../../platform/throttle/throttle-rule.ts';

const MINUTE = 60_000;

/** Sessions last 7 days from sign-in or refresh (not sliding); refresh issues a new one. */
export const SESSION_TTL_MS = 7 * 24 * 60 * MINUTE;
/** A self-excluded player's withdraw-only session: 30 minutes at most, never renewed. */
export const WITHDRAW_ONLY_TTL_MS = WITHDRAW_ONLY_SESSION_MINUTES * MINUTE;
/** The ticket of a withdraw-only sign-in that a refused sign-in carries. */
export const WITHDRAW_TICKET_TTL_MS = WITHDRAW_TICKET_MINUTES * MINUTE;
/** After the old password or an own-phone code is checked, sensitive changes are allowed. */
export const VERIFIED_WINDOW_MS = 10 * MINUTE;

export const OTP_TTL_MS = OTP_TTL_SECONDS * 1000;
export const OTP_RESEND_MS: Record<OtpPurpose, number> = {
  login: OTP_RESEND_SECONDS * 1000,
  reset: OTP_RESEND_SECONDS * 1000,
  verify: OTP_RESEND_SECONDS_ACCOUNT * 1000,
};
/**
 * Code sends for one phone (or email address) from one address in the window; one more locks
 * that address out of it (the spec's lock).
 */
export const OTP_SENDS = { max: 5, windowMs: 30 * MINUTE };
/**
 * Code sends for one phone or email address from all addresses in an hour (SMS cost, mail
 * reputation). Addresses that signed in to its account before are not held by it, so strangers
 * cannot keep its owner out.
 */
export const OTP_SENDS_PER_RECIPIENT = { max: 10, windowMs: 60 * MINUTE };
export const OTP_LOCK_MS = OTP_LOCK_SECONDS * 1000;

/** Wrong codes for one phone from one address: the fifth locks that address out of that phone. */
export const OTP_WRONG_CODES: ThrottleRule = { max: 5, windowMs: 30 * MINUTE, lockMs: OTP_LOCK_MS };
/** Tries of one code, from any address: the fifth wrong one spends it. */
export const OTP_TRIES_PER_CODE = 5;
/** Code checks from one address, all phones (unknown code ids included). */
export const CODE_CHECKS_PER_IP: ThrottleRule = {
  max: 50,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
};
/** Failed password logins for one phone from one address. */
export const LOGIN_PER_PHONE_AND_IP: ThrottleRule = {
  max: 5,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
};
/** Failed password logins from one address, all phones. */
export const LOGIN_PER_IP: ThrottleRule = { max: 20, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };
/**
 * Failed password logins for one phone from all addresses. Past it only addresses that signed in
 * to the account before may try its password; sign-in by code is not affected.
 */
export const LOGIN_PER_PHONE: ThrottleRule = {
  max: 50,
  windowMs: 60 * MINUTE,
  lockMs: 60 * MINUTE,
};
export const OLD_PASSWORD_CHECKS: ThrottleRule = {
  max: 5,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
};
/** Uploads per player in 24 hours from the first of them. */
export const UPLOADS_PER_DAY: ThrottleRule = { max: 50, windowMs: 24 * 60 * MINUTE, lockMs: 0 };

/** Username and nick name may each change once within this many days. */
export const NAME_CHANGE_DAYS = 90;

export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
/** Largest side and pixel count an upload may declare: a phone camera's photo fits, a bomb does not. */
export const MAX_IMAGE_SIDE = 8192;
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Avatars are stored at the size the app shows them at most (3x an 80 px circle). */
export const AVATAR_SIZE = 256;

/** Throttle scopes in auth_throttle. */
export const SCOPES = {
  /**
   * Wrong codes and sends of one phone or email address from one address
   * ('63:9171234567@10.0.0.1', 'email:ana@example.ph@10.0.0.1').
   */
  otp: 'otp',
  /** Row lock that makes the sends of one phone or email address take turns. */
  otpSend: 'otp-send',
  /** Row lock that makes the sends from one address take turns. */
  otpSendIp: 'otp-send-ip',
  codeIp: 'code-ip',
  loginPhoneIp: 'login-phone-ip',
  loginPhone: 'login-phone',
  loginIp: 'login-ip',
  oldPassword: 'auth-password',
  uploads: 'uploads',
} as const;

export const phoneKey = (countryCode: string, phone: string) => `${countryCode}:${phone}`;
/** A phone as seen from one address: the subject of the per-device password limits. */
export const phoneFromIp = (countryCode: string, phone: string, ip: string) =>
  `${phoneKey(countryCode, phone)}@${ip}`;
