import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { emailSchema } from '@pisoplay/contract';
import { paths } from '@/shared/config/paths';
import { errorMessage } from '@/shared/api/errors';
import { useCopy } from '@/shared/i18n/define-copy';
import { codeTargetKey } from '@/shared/otp/code-target';
import { isOtpLockMessage, otpLocks } from '@/shared/otp/otp-lock';
import { EmailFormField } from '@/shared/ui/email-form-field';
import { AUTH_COPY } from '../copy';
import { useSendResetCode } from '../hooks/use-send-reset-code';
import { forgotStorage } from '../lib/forgot-storage';
import { ForgotStart } from './forgot-start';

const schema = z.object({ email: emailSchema });

/**
 * Forgot password, step 1 by email: 'Enter Email Address' (spec 2.8, 4.6, 5.4). The server sends
 * the 'reset' code only to the verified email of an account and answers the same for any other
 * address, so the next screen says where the code went only conditionally.
 */
export function ForgotEmail() {
  const COPY = useCopy(AUTH_COPY);
  const navigate = useNavigate();
  const resetCode = useSendResetCode();
  const saved = forgotStorage.get()?.to;
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: saved && 'email' in saved ? saved.email : '' },
    // Errors appear on submit, not on blur: a message appearing on blur moves the link to the
    // other way under the pointer while it is being pressed (as in the login sheet).
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors, isValid, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await resetCode.send({ email });
      navigate(paths.forgetPasswordVerify.getHref('verify'));
    } catch (error) {
      const message = errorMessage(error, COPY.emailFailed);
      if (isOtpLockMessage(message)) otpLocks.start(codeTargetKey({ email }));
      form.setError('email', { message }, { shouldFocus: true });
    }
  });

  return (
    <ForgotStart
      title={COPY.enterEmail}
      hint={COPY.enterEmailHint}
      onSubmit={onSubmit}
      valid={isValid}
      busy={isSubmitting}
      switchTo={paths.forgetPasswordVerify.getHref('phone')}
      switchLabel={COPY.usePhone}
    >
      <EmailFormField
        registration={form.register('email')}
        label={COPY.emailLabel}
        placeholder={COPY.emailPlaceholder}
        error={errors.email?.message}
      />
    </ForgotStart>
  );
}
