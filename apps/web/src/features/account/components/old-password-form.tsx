import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { PASSWORD_MAX_INPUT, PASSWORD_MESSAGES, SUBMIT_THROTTLE_MS } from '@pisoplay/contract';
import { paths } from '@/shared/config/paths';
import { errorMessage } from '@/shared/api/errors';
import { useCopy } from '@/shared/i18n/define-copy';
import { useSubmitThrottle } from '@/shared/lib/use-submit-throttle';
import { Field, PasswordInput } from '@/shared/ui/form';
import { useCheckOldPassword } from '../api/check-old-password';
import { ACCOUNT_COPY } from '../copy';
import { verificationStore } from '../lib/verification';
import { FormScreen } from './form-screen';

const schema = z.object({
  password: z.string().min(1, PASSWORD_MESSAGES.required).max(PASSWORD_MAX_INPUT),
});

/** 'Enter old password' (verifypassword): if it is right, on to Set New Password (spec 4.6). */
export function OldPasswordForm() {
  const COPY = useCopy(ACCOUNT_COPY);
  const ids = { input: useId(), error: useId() };
  const navigate = useNavigate();
  const check = useCheckOldPassword();
  const throttle = useSubmitThrottle(SUBMIT_THROTTLE_MS.password);
  const form = useForm<z.input<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { password: '' },
    mode: 'onChange',
  });
  const { errors, isValid } = form.formState;

  const onSubmit = form.handleSubmit(({ password }) =>
    throttle.run(() =>
      check.mutate(password, {
        onSuccess: () => {
          verificationStore.update({ field: 'password', verifyMethod: 'password', verified: true });
          verificationStore.setOldPassword(password);
          navigate(paths.accountForm.getHref('password'), { replace: true });
        },
        onError: (error) => {
          form.setError('password', { message: errorMessage(error, COPY.oldPasswordInvalid) });
        },
      }),
    ),
  );

  return (
    <FormScreen
      title={COPY.enterOldPassword}
      onSubmit={onSubmit}
      submit={{ label: COPY.next, active: isValid, busy: check.isPending || throttle.waiting }}
    >
      <Field
        label={COPY.oldPasswordLabel}
        htmlFor={ids.input}
        error={errors.password?.message}
        errorId={ids.error}
      >
        <PasswordInput
          id={ids.input}
          {...form.register('password')}
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_INPUT}
          placeholder={COPY.oldPasswordPlaceholder}
          invalid={Boolean(errors.password)}
          aria-describedby={errors.password ? ids.error : undefined}
          autoFocus
        />
      </Field>
    </FormScreen>
  );
}
