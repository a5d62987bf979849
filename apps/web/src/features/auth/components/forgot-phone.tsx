import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { phoneNumberSchema } from '@pisoplay/contract';
import { paths } from '@/shared/config/paths';
import { errorMessage } from '@/shared/api/errors';
import { useCopy } from '@/shared/i18n/define-copy';
import { DEFAULT_COUNTRY_CODE_OPTION, displayPhone, phoneForApi } from '@/shared/lib/phone-input';
import { isOtpLockMessage, otpLockKey, otpLocks } from '@/shared/otp/otp-lock';
import { PhoneFormField } from '@/shared/ui/phone-form-field';
import { AUTH_COPY } from '../copy';
import { useSendResetCode } from '../hooks/use-send-reset-code';
import { forgotStorage } from '../lib/forgot-storage';
import { ForgotStart } from './forgot-start';

const schema = z.object({ number: phoneNumberSchema });

/** Forgot password, step 1: 'Enter Phone Number'; a 'reset' code is sent (spec 4.6). */
export function ForgotPhone() {
  const COPY = useCopy(AUTH_COPY);
  const navigate = useNavigate();
  const resetCode = useSendResetCode();
  const saved = forgotStorage.get()?.to;
  const form = useForm<z.input<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { number: saved && 'phone' in saved ? displayPhone(saved.phone) : '' },
    // Errors appear on submit, not on blur: a message appearing on blur moves the link to the
    // other way under the pointer while it is being pressed (as in the login sheet).
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors, isValid, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ number }) => {
    const { phone, country_code } = phoneForApi(number, DEFAULT_COUNTRY_CODE_OPTION);
    try {
      await resetCode.send({ countryCode: country_code, phone });
      navigate(paths.forgetPasswordVerify.getHref('verify'));
    } catch (error) {
      const message = errorMessage(error, COPY.smsFailed);
      if (isOtpLockMessage(message)) otpLocks.start(otpLockKey(country_code, phone));
      form.setError('number', { message }, { shouldFocus: true });
    }
  });

  return (
    <ForgotStart
      title={COPY.enterPhone}
      hint={COPY.enterPhoneHint}
      onSubmit={onSubmit}
      valid={isValid}
      busy={isSubmitting}
      switchTo={paths.forgetPasswordVerify.getHref('email')}
      switchLabel={COPY.useEmail}
    >
      <PhoneFormField
        control={form.control}
        name="number"
        label={COPY.phoneLabel}
        placeholder={COPY.phonePlaceholder}
        error={errors.number?.message}
      />
    </ForgotStart>
  );
}
