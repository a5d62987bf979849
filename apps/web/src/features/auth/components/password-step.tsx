import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { PASSWORD_MAX_INPUT, withdrawTicketOf } from '@pisoplay/contract';
import { paths } from '@/shared/config/paths';
import { errorMessage } from '@/shared/api/errors';
import { useCopy } from '@/shared/i18n/define-copy';
import { localizeMessage } from '@/shared/i18n/i18n';
import { DEFAULT_COUNTRY_CODE_OPTION, phoneForApi } from '@/shared/lib/phone-input';
import { Button, Field, PasswordInput } from '@/shared/ui/form';
import { PhoneFormField } from '@/shared/ui/phone-form-field';
import { WithdrawOffer } from '@/shared/session/withdraw-offer';
import { usePasswordLogin } from '../api/password-login';
import { AUTH_COPY } from '../copy';
import { useCompleteSignIn, type LoginMode } from '../hooks/use-complete-sign-in';
import { loginStepSchemas, type PasswordStepValues } from '../lib/login-schemas';

type PasswordStepProps = {
  mode: LoginMode;
  number: string;
  onUseCode: (number: string) => void;
};

/**
 * login-password: phone, password, 'Login' and 'Login With Code' (spec 2.3). A sign-in refused
 * for a self-exclusion offers the withdraw-only sign-in (docs/responsible-gaming.md).
 */
export function PasswordStep({ mode, number, onUseCode }: PasswordStepProps) {
  const COPY = useCopy(AUTH_COPY);
  const ids = {
    password: useId(),
    passwordError: useId(),
    rootError: useId(),
  };
  const form = useForm<PasswordStepValues>({
    resolver: zodResolver(loginStepSchemas['login-password']),
    defaultValues: { countryCode: DEFAULT_COUNTRY_CODE_OPTION, number, password: '' },
    // Errors appear on submit, not on blur: in the bottom sheet a message appearing on blur
    // would grow the sheet under the pointer while the close icon is being pressed.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors, isValid, isSubmitting } = form.formState;
  const passwordLogin = usePasswordLogin();
  const completeSignIn = useCompleteSignIn(mode);
  const [withdrawTicket, setWithdrawTicket] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    const { phone, country_code } = phoneForApi(values.number, values.countryCode);
    setWithdrawTicket(null);
    try {
      const reply = await passwordLogin.mutateAsync({
        phone,
        country_code,
        password: values.password,
      });
      await completeSignIn(reply, COPY.noTokenPassword);
    } catch (error) {
      form.setError('root', { message: errorMessage(error, COPY.loginFailed) });
      setWithdrawTicket(withdrawTicketOf(error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <PhoneFormField
        control={form.control}
        name="number"
        label={COPY.phoneLabel}
        placeholder={COPY.phonePlaceholder}
        error={errors.number?.message}
        countryCode={form.getValues('countryCode')}
      />
      <Field
        label={COPY.passwordLabel}
        htmlFor={ids.password}
        error={errors.password?.message}
        errorId={ids.passwordError}
      >
        <PasswordInput
          id={ids.password}
          {...form.register('password')}
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_INPUT}
          placeholder={COPY.passwordPlaceholder}
          invalid={Boolean(errors.password)}
          aria-describedby={errors.password ? ids.passwordError : undefined}
          autoFocus={Boolean(number)}
          data-autofocus={number ? '' : undefined}
        />
      </Field>
      <Link
        to={paths.forgetPassword.getHref()}
        className="-mt-1 self-end text-xs font-semibold text-indigo-200/80 hover:text-gold-300"
      >
        {COPY.forgotPassword}
      </Link>
      {errors.root?.message ? (
        <p
          id={ids.rootError}
          role="alert"
          className="text-center text-sm font-medium text-rose-300"
        >
          {localizeMessage(errors.root.message)}
        </p>
      ) : null}
      {withdrawTicket ? (
        <WithdrawOffer
          ticket={withdrawTicket}
          onSession={(session) => completeSignIn(session, COPY.noTokenPassword)}
        />
      ) : null}
      <Button type="submit" active={isValid} busy={isSubmitting} className="w-full">
        {COPY.login}
      </Button>
      <Button
        variant="ghost"
        className="self-center"
        onClick={() => onUseCode(form.getValues('number'))}
      >
        {COPY.loginWithCode}
      </Button>
    </form>
  );
}
