import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { EMAIL_MAX, SUBMIT_THROTTLE_MS, emailSchema } from '@pisoplay/contract';
import { paths } from '@/shared/config/paths';
import { useSubmitThrottle } from '@/shared/lib/use-submit-throttle';
import { Button, Field, TextInput } from '@/shared/ui/form';
import { toast } from '@/shared/ui/toast/toast-store';
import { useUpdateProfile } from '../api/update-profile';
import { ACCOUNT_COPY as COPY } from '../copy';
import { profileUpdateFailure } from '../lib/errors';
import { useDelayedNavigate } from '../lib/use-delayed-navigate';
import { useVerification, verificationStore } from '../lib/verification';
import { FormScreen } from './form-screen';

const schema = z.object({ email: emailSchema });

/**
 * Enter New email address (spec 2.8, 4.6): reached after verifying the player's identity; the
 * server accepts the change within the verified window.
 */
export function EmailForm({ hasEmail }: { hasEmail: boolean }) {
  const ids = { input: useId(), error: useId() };
  const verification = useVerification();
  const navigate = useNavigate();
  const navigateLater = useDelayedNavigate();
  const update = useUpdateProfile();
  const throttle = useSubmitThrottle(SUBMIT_THROTTLE_MS.email);
  const verified = verification?.field === 'email' && verification.verified === true;
  const form = useForm<z.input<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: '' },
    mode: 'onChange',
  });
  const { errors, isValid } = form.formState;
  const [finished, setFinished] = useState(false);

  // Spec 4.6: editing the email goes through a verify step first.
  useEffect(() => {
    if (verified || finished) return;
    verificationStore.start({
      type: hasEmail ? 'edit' : 'create',
      field: 'email',
      stage: 'identity',
    });
    navigate(paths.accountVerifyType.getHref(), { replace: true });
  }, [finished, hasEmail, navigate, verified]);
  if (!verified && !finished) return null;

  const onSubmit = form.handleSubmit(({ email }) =>
    throttle.run(() =>
      update.mutate(
        { email },
        {
          onSuccess: () => {
            setFinished(true);
            verificationStore.clear();
            toast(COPY.emailSuccess, 'success');
            navigate(paths.account.getHref(), { replace: true });
          },
          onError: profileUpdateFailure(
            (message) => form.setError('email', { message }),
            navigateLater,
          ),
        },
      ),
    ),
  );

  return (
    <FormScreen title={COPY.enterNewEmail}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <Field
          label={COPY.emailLabel}
          htmlFor={ids.input}
          error={errors.email?.message}
          errorId={ids.error}
        >
          <TextInput
            id={ids.input}
            type="email"
            inputMode="email"
            {...form.register('email')}
            placeholder={COPY.emailPlaceholder}
            autoComplete="email"
            maxLength={EMAIL_MAX}
            invalid={Boolean(errors.email)}
            aria-describedby={errors.email ? ids.error : undefined}
            autoFocus
          />
        </Field>
        <Button
          type="submit"
          active={isValid}
          busy={update.isPending || throttle.waiting}
          className="w-full"
        >
          {COPY.submit}
        </Button>
      </form>
    </FormScreen>
  );
}
