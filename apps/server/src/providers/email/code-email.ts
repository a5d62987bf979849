import { OTP_TTL_SECONDS } from '@pisoplay/contract';
import type { EmailMessage } from './email-sender.ts';

/** What a code is for by email: a forgotten password, or proving a new address. */
export type EmailCodePurpose = 'reset' | 'verify';

const MINUTES = OTP_TTL_SECONDS / 60;

const WORDING: Record<EmailCodePurpose, { tag: string; subject: string; why: string }> = {
  reset: {
    tag: 'password-reset',
    subject: 'Your PisoPlay password reset code',
    why: 'Someone asked to reset the password of the PisoPlay account with this email address.',
  },
  verify: {
    tag: 'email-verify',
    subject: 'Your PisoPlay email verification code',
    why: 'Someone asked to add this email address to a PisoPlay account.',
  },
};

/** The email that carries a code (everything but the address). */
export function codeEmail(purpose: EmailCodePurpose, code: string): Omit<EmailMessage, 'to'> {
  const { tag, subject, why } = WORDING[purpose];
  const text = [
    `Your PisoPlay code is ${code}. It expires in ${MINUTES} minutes. Never share it with anyone.`,
    '',
    `${why} If it was not you, ignore this email: nothing changes without the code.`,
  ].join('\n');
  return { subject, text, code, tag };
}
