import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, Navigate, useNavigate } from 'react-router';
import { z } from 'zod';
import { SUBMIT_THROTTLE_MS, accountPasswordSchema } from '@pisoplay/contract';
import { paths } from '@/shared/config/paths';
import { errorMessage } from '@/shared/api/errors';
import { useCopy } from '@/shared/i18n/define-copy';
import { localizeMessage } from '@/shared/i18n/i18n';
import { useSubmitThrottle } from '@/shared/lib/use-submit-throttle';
import { Button } from '@/shared/ui/form';
import { NewPasswordField } from '@/shared/ui/new-password-field';
import { TitleBar } from '@/shared/ui/title-bar';
import { toast } from '@/shared/ui/toast/toast-store';
import { useRetrievePassword } from '../api/retrieve-password';
import { AUTH_COPY } from '../copy';
import { forgotStorage } from '../lib/forgot-storage';

const schema = z.object({ password: accountPasswordSchema });

/** Forgot password, step 3: 'Set New Password', then back to the index (spec 4.6, 8.2). */
export function ForgotNewPassword() {
  const COPY = useCopy(AUTH_COPY);
  const [state] = useState(forgotStorage.get);
  const navigate = useNavigate();
  const retrieve = useRetrievePassword();
  const throttle = useSubmitThrottle(SUBMIT_THROTTLE_MS.password);
  const [failure, setFailure] = useState('');
  const form = useForm<z.input<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { password: '' },
    mode: 'onChange',
  });
  const password = useWatch({ control: form.control, name: 'password' });
  const { errors, isValid, isSubmitting } = form.formState;

  if (!state?.code) {
    return (
      <Navigate
        to={state ? paths.forgetPasswordVerify.getHref('verify') : paths.forgetPassword.getHref()}
        replace
      />
    );
  }
  const { code, otpId } = state;

  const onSubmit = form.handleSubmit(({ password: newPassword }) =>
    throttle.run(() => {
      setFailure('');
      retrieve.mutate(
        { code, otp_id: otpId, new_password: newPassword },
        {
          onSuccess: () => {
            forgotStorage.clear();
            toast(COPY.resetSuccess, 'success');
            navigate(paths.home.getHref(), { replace: true });
          },
          onError: (error) => {
            toast(COPY.resetFailed, 'error');
            setFailure(errorMessage(error, COPY.resetFailed));
          },
        },
      );
    }),
  );

  return (
    <div className="flex flex-col">
      <TitleBar title={COPY.setNewPassword} />
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5 px-5 pt-6 pb-8">
        <NewPasswordField
          label={COPY.newPasswordLabel}
          placeholder={COPY.newPasswordPlaceholder}
          value={password}
          error={errors.password?.message}
          registration={form.register('password')}
          ruleLabels={{ length: COPY.rule8to20, letterAndNumber: COPY.ruleLetterNumber }}
        />
        {failure ? (
          <div role="alert" className="flex flex-col items-center gap-1 text-center">
            <p className="text-sm font-medium text-rose-300">{localizeMessage(failure)}</p>
            <Link
              to={paths.forgetPasswordVerify.getHref('verify')}
              replace
              className="text-sm font-semibold text-gold-300 underline"
            >
              {COPY.changeCode}
            </Link>
          </div>
        ) : null}
        <Button
          type="submit"
          active={isValid}
          busy={isSubmitting || retrieve.isPending || throttle.waiting}
          className="w-full"
        >
          {COPY.confirm}
        </Button>
      </form>
    </div>
  );
}
