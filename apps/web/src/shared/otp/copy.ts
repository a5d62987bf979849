import { defineCopy } from '@/shared/i18n/define-copy';

/** Texts of the code-entry step every code screen shares (spec 2.9, 4.5). */
export const CODE_ENTRY_COPY = defineCopy('codeEntry', {
  codeLabel: 'Verification code',
  resendCode: 'Resend Code',
  sendCode: 'Send code',
});
