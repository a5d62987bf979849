import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { OTP_LENGTH, OTP_RESEND_SECONDS } from '@pisoplay/contract';
import { paths } from '@/shared/config/paths';
import { errorMessage } from '@/shared/api/errors';
import { useCopy } from '@/shared/i18n/define-copy';
import { localizeMessage } from '@/shared/i18n/i18n';
import { endFromNow } from '@/shared/lib/use-countdown';
import { DEFAULT_COUNTRY_CODE_OPTION, phoneForApi } from '@/shared/lib/phone-input';
import { isOtpLockMessage, otpLockKey, otpLocks } from '@/shared/otp/otp-lock';
import { Button, Checkbox } from '@/shared/ui/form';
import { PhoneFormField } from '@/shared/ui/phone-form-field';
import { useSendSms } from '../api/send-sms';
import { AUTH_COPY } from '../copy';
import { reusableCode, type SentCode } from '../lib/login-machine';
import { loginStorage } from '../lib/login-storage';
import { loginStepSchemas, type PhoneStepValues } from '../lib/login-schemas';

type PhoneStepProps = {
  number: string;
  /** The code sent before 'Reset phone number': the same number goes back to it (no new send). */
  recent?: SentCode;
  onCodeSent: (number: string, otp: SentCode) => void;
  onUsePassword: (number: string) => void;
};

/** login-otp-1: the phone number, the terms box and 'Register / Login' (spec 2.3). */
export function PhoneStep({ number, recent, onCodeSent, onUsePassword }: PhoneStepProps) {
  const COPY = useCopy(AUTH_COPY);
  const termsErrorId = useId();
  const form = useForm<PhoneStepValues>({
    resolver: zodResolver(loginStepSchemas['login-otp-1']),
    defaultValues: {
      countryCode: DEFAULT_COUNTRY_CODE_OPTION,
      number,
      agreeTerms: loginStorage.getAgreed(),
    },
    // Errors appear on submit, not on blur: in the bottom sheet a message appearing on blur
    // would grow the sheet under the pointer while the close icon is being pressed.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors, isValid, isSubmitting } = form.formState;
  const sendSms = useSendSms();

  const onSubmit = form.handleSubmit(async (values) => {
    const { phone, country_code } = phoneForApi(values.number, values.countryCode);
    loginStorage.setAgreed(true);
    // A new code could not be sent yet anyway (spec 4.5): back to the one already on its way.
    const pending = reusableCode(recent, country_code, phone);
    if (pending) {
      onCodeSent(values.number, pending);
      return;
    }
    try {
      const sent = await sendSms.mutateAsync({ phone, country_code, purpose: 'login' });
      onCodeSent(values.number, {
        id: sent.id,
        codeLength: sent.codeLength || OTP_LENGTH,
        countryCode: country_code,
        phone,
        resendAt: endFromNow(OTP_RESEND_SECONDS),
      });
    } catch (error) {
      // Spec 8.2: a send failure is shown on the number field.
      const message = errorMessage(error, COPY.sendFailed);
      if (isOtpLockMessage(message)) otpLocks.start(otpLockKey(country_code, phone));
      form.setError('number', { message }, { shouldFocus: true });
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

      <div className="flex flex-col gap-1">
        <Checkbox
          {...form.register('agreeTerms')}
          invalid={Boolean(errors.agreeTerms)}
          aria-label={COPY.agreement}
          aria-describedby={errors.agreeTerms ? termsErrorId : undefined}
          label={
            <>
              {COPY.agreePrefix}
              <Link
                to={paths.termsOfUse.getHref()}
                className="font-semibold text-gold-300 underline"
              >
                {COPY.termsOfUse}
              </Link>
              {COPY.and}
              <Link
                to={paths.privacyPolicy.getHref()}
                className="font-semibold text-gold-300 underline"
              >
                {COPY.privacyPolicy}
              </Link>
            </>
          }
        />
        {errors.agreeTerms ? (
          <p id={termsErrorId} role="alert" className="pl-7 text-xs font-medium text-rose-300">
            {localizeMessage(errors.agreeTerms.message ?? '')}
          </p>
        ) : null}
      </div>

      <Button type="submit" active={isValid} busy={isSubmitting} className="mt-1 w-full">
        {COPY.registerLogin}
      </Button>
      <Button
        variant="ghost"
        className="self-center"
        onClick={() => onUsePassword(form.getValues('number'))}
      >
        {COPY.loginWithPassword}
      </Button>
    </form>
  );
}
