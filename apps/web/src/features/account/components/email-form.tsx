import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { OTP_RESEND_SECONDS_ACCOUNT, SUBMIT_THROTTLE_MS, emailSchema } from '@pisoplay/contract';
import { paths } from '@/shared/config/paths';
import { errorMessage } from '@/shared/api/errors';
import { useCopy } from '@/shared/i18n/define-copy';
import { endFromNow } from '@/shared/lib/use-countdown';
import { useSubmitThrottle } from '@/shared/lib/use-submit-throttle';
import { codeTargetKey } from '@/shared/otp/code-target';
import { isOtpLockMessage, otpLocks } from '@/shared/otp/otp-lock';
import { EmailFormField } from '@/shared/ui/email-form-field';
import { useSendEmailCode } from '../api/send-email-code';
import { ACCOUNT_COPY } from '../copy';
import { profileUpdateFailure } from '../lib/errors';
import { useDelayedNavigate } from '../lib/use-delayed-navigate';
import { useVerifiedFirst } from '../lib/use-verified-first';
import { verificationStore } from '../lib/verification';
import { FormScreen } from './form-screen';

const schema = z.object({ email: emailSchema });

/**
 * Enter New email address (spec 2.8, 4.6): after the identity check, a code goes to the new
 * address; the verify screen then proves the address and makes the change (a proven address
 * is the one a forgotten password can be reset with).
 */
export function EmailForm({ hasEmail }: { hasEmail: boolean }) {
  const COPY = useCopy(ACCOUNT_COPY);
  const verified = useVerifiedFirst('email', hasEmail);
  const navigate = useNavigate();
  const navigateLater = useDelayedNavigate();
  const send = useSendEmailCode();
  const throttle = useSubmitThrottle(SUBMIT_THROTTLE_MS.email);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: '' },
    mode: 'onChange',
  });
  const { errors, isValid } = form.formState;

  if (!verified) return null;

  const onSubmit = form.handleSubmit(({ email }) =>
    throttle.run(() =>
      send.mutate(
        { email },
        {
          onSuccess: (sent) => {
            verificationStore.update({
              stage: 'new-email',
              email,
              otpId: sent.id,
              code: undefined,
              resendAt: endFromNow(OTP_RESEND_SECONDS_ACCOUNT),
            });
            navigate(paths.accountForm.getHref('verify'));
          },
          onError: (error) => {
            if (isOtpLockMessage(errorMessage(error, ''))) {
              otpLocks.start(codeTargetKey({ email }));
            }
            profileUpdateFailure(
              (message) => form.setError('email', { message }),
              navigateLater,
            )(error);
          },
        },
      ),
    ),
  );

  return (
    <FormScreen
      title={COPY.enterNewEmail}
      onSubmit={onSubmit}
      submit={{ label: COPY.sendCode, active: isValid, busy: send.isPending || throttle.waiting }}
    >
      <EmailFormField
        registration={form.register('email')}
        label={COPY.emailLabel}
        placeholder={COPY.emailPlaceholder}
        error={errors.email?.message}
      />
    </FormScreen>
  );
}
