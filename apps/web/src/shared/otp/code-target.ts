import { displayPhone } from '@/shared/lib/phone-input';
import { otpLockKey } from './otp-lock';

/** Where a code goes: a phone, by SMS ('63', '9171234567'), or an email address. */
export type CodeTarget = { countryCode: string; phone: string } | { email: string };

/** How the code screens show where the code went: '+63 917 123 4567' or the address. */
export const codeTargetLabel = (target: CodeTarget): string =>
  'email' in target ? target.email : `+${target.countryCode} ${displayPhone(target.phone)}`;

/** The target's key in the shared send lock: '63:9171234567' or 'email:ana@example.ph'. */
export const codeTargetKey = (target: CodeTarget): string =>
  'email' in target
    ? `email:${target.email.trim().toLowerCase()}`
    : otpLockKey(target.countryCode, target.phone);
