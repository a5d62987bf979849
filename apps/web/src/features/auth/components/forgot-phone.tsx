import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { OTP_RESEND_SECONDS, phoneNumberSchema } from '@pisoplay/contract';
import { paths } from '@/shared/config/paths';
import { errorMessage } from '@/shared/api/errors';
import { endFromNow } from '@/shared/lib/use-countdown';
import { DEFAULT_COUNTRY_CODE_OPTION, displayPhone, phoneForApi } from '@/shared/lib/phone-input';
import { isOtpLockMessage, otpLockKey, otpLocks } from '@/shared/otp/otp-lock';
import { Button } from '@/shared/ui/form';
import { PhoneFormField } from '@/shared/ui/phone-form-field';
import { TitleBar } from '@/shared/ui/title-bar';
import { useSendSms } from '../api/send-sms';
import { AUTH_COPY as COPY } from '../copy';
import { forgotStorage } from '../lib/forgot-storage';

const schema = z.object({ number: phoneNumberSchema });

/** Forgot password, step 1: 'Enter Phone Number'; a 'reset' code is sent (spec 4.6). */
export function ForgotPhone() {
  const navigate = useNavigate();
  const sendSms = useSendSms();
  const saved = forgotStorage.get();
  const form = useForm<z.input<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { number: saved ? displayPhone(saved.phone) : '' },
    mode: 'onTouched',
  });
  const { errors, isValid, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ number }) => {
    const { phone, country_code } = phoneForApi(number, DEFAULT_COUNTRY_CODE_OPTION);
    try {
      const sent = await sendSms.mutateAsync({ phone, country_code, purpose: 'reset' });
      forgotStorage.set({
        countryCode: country_code,
        phone,
        otpId: sent.id,
        resendAt: endFromNow(OTP_RESEND_SECONDS),
      });
      navigate(paths.forgetPasswordVerify.getHref('verify'));
    } catch (error) {
      const message = errorMessage(error, COPY.smsFailed);
      if (isOtpLockMessage(message)) otpLocks.start(otpLockKey(country_code, phone));
      form.setError('number', { message }, { shouldFocus: true });
    }
  });

  return (
    <div className="flex flex-col">
      <TitleBar title={COPY.enterPhone} />
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5 px-5 pt-6 pb-8">
        <p className="text-sm text-indigo-200/80">{COPY.enterPhoneHint}</p>
        <PhoneFormField
          control={form.control}
          name="number"
          label={COPY.phoneLabel}
          placeholder={COPY.phonePlaceholder}
          error={errors.number?.message}
        />
        <Button type="submit" active={isValid} busy={isSubmitting} className="w-full">
          {COPY.sendCode}
        </Button>
        <Link
          to={paths.forgetPasswordVerify.getHref('email')}
          replace
          className="self-center text-sm font-semibold text-gold-300 hover:text-gold-200"
        >
          {COPY.useEmail}
        </Link>
      </form>
    </div>
  );
}
