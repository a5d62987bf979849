import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Navigate, useNavigate } from 'react-router';
import { z } from 'zod';
import { SUBMIT_THROTTLE_MS, accountPasswordSchema } from '@pisoplay/contract';
import { paths } from '@/shared/config/paths';
import { useCopy } from '@/shared/i18n/define-copy';
import { localizeMessage } from '@/shared/i18n/i18n';
import { useSubmitThrottle } from '@/shared/lib/use-submit-throttle';
import { NewPasswordField } from '@/shared/ui/new-password-field';
import { toast } from '@/shared/ui/toast/toast-store';
import { useUpdatePassword, type UpdatePasswordInput } from '../api/update-password';
import { ACCOUNT_COPY } from '../copy';
import { isExplainedFailure } from '../lib/errors';
import { useVerification, verificationStore } from '../lib/verification';
import { FormScreen } from './form-screen';

const schema = z.object({ password: accountPasswordSchema });

/**
 * Create Login password (no password yet) or Set New Password (after the old password or a code
 * sent to the player's phone), spec 2.8 and 4.6.
 */
export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const COPY = useCopy(ACCOUNT_COPY);
  const rootErrorId = useId();
  const verification = useVerification();
  const navigate = useNavigate();
  const update = useUpdatePassword();
  const throttle = useSubmitThrottle(SUBMIT_THROTTLE_MS.password);
  const form = useForm<z.input<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { password: '' },
    mode: 'onChange',
  });
  const password = useWatch({ control: form.control, name: 'password' });
  const { errors, isValid } = form.formState;

  const creating = !hasPassword;
  const method = verification?.field === 'password' ? verification.verifyMethod : undefined;
  // Changing needs a verification first: the reset modal on the account page starts one.
  if (!creating && !method) return <Navigate to={paths.account.getHref()} replace />;

  const onSubmit = form.handleSubmit(({ password: newPassword }) =>
    throttle.run(() => {
      let input: UpdatePasswordInput;
      if (creating) {
        input = { password: '', new_password: newPassword };
      } else if (method === 'password') {
        const old = verificationStore.getOldPassword();
        if (!old) {
          navigate(paths.accountForm.getHref('verifypassword'), { replace: true });
          return;
        }
        input = { password: old, new_password: newPassword };
      } else {
        if (!verification?.code || !verification.otpId) {
          toast(COPY.missingCode, 'error');
          form.setError('root', { message: COPY.missingCode });
          return;
        }
        input = {
          password: '',
          new_password: newPassword,
          otp_id: verification.otpId,
          code: verification.code,
        };
      }
      update.mutate(input, {
        onSuccess: () => {
          verificationStore.clear();
          toast(creating ? COPY.setPasswordSuccess : COPY.updatePasswordSuccess, 'success');
          navigate(paths.account.getHref(), { replace: true });
        },
        onError: (error) => {
          toast(creating ? COPY.setPasswordFailed : COPY.updatePasswordFailed, 'error');
          if (isExplainedFailure(error)) form.setError('root', { message: error.message });
        },
      });
    }),
  );

  return (
    <FormScreen
      title={creating ? COPY.createPassword : COPY.setNewPassword}
      onSubmit={onSubmit}
      submit={{ label: COPY.submit, active: isValid, busy: update.isPending || throttle.waiting }}
    >
      <NewPasswordField
        label={COPY.passwordLabel}
        placeholder={COPY.passwordPlaceholder}
        value={password}
        error={errors.password?.message}
        registration={form.register('password')}
        ruleLabels={{ length: COPY.rule8to20, letterAndNumber: COPY.ruleLetterNumber }}
      />
      {errors.root?.message ? (
        <p id={rootErrorId} role="alert" className="text-center text-sm font-medium text-rose-300">
          {localizeMessage(errors.root.message)}
        </p>
      ) : null}
    </FormScreen>
  );
}
