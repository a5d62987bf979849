import { defineTranslation } from '@/shared/i18n/define-copy';
import type { CODE_ENTRY_COPY } from './copy';

export const CODE_ENTRY_FIL = defineTranslation<typeof CODE_ENTRY_COPY>('codeEntry', {
  codeLabel: 'Verification code',
  resendCode: 'I-resend ang code',
  sendCode: 'Ipadala ang code',
});
