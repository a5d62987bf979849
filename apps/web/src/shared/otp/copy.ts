/** Texts of the code-entry step every code screen shares (spec 2.9, 4.5). */
export const CODE_ENTRY_COPY = {
  codeLabel: 'Verification code',
  resendCode: 'Resend Code',
  sendCode: 'Send code',
} as const;
