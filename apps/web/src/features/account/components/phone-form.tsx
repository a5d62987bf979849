import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import {
  OTP_RESEND_SECONDS_ACCOUNT,
  PHONE_MESSAGES,
  SUBMIT_THROTTLE_MS,
  accountPhoneSchema,
} from '@pisoplay/contract';
import { paths } from '@/shared/config/paths';
import { isAppError } from '@/shared/api/errors';
import { useCopy } from '@/shared/i18n/define-copy';
import { DEFAULT_COUNTRY_CODE_OPTION, phoneForApi } from '@/shared/lib/phone-input';
import { endFromNow } from '@/shared/lib/use-countdown';
import { useSubmitThrottle } from '@/shared/lib/use-submit-throttle';
import { isOtpLockMessage, otpLockKey, otpLocks } from '@/shared/otp/otp-lock';
import { PhoneFormField } from '@/shared/ui/phone-form-field';
import { useSendVerifyCode } from '../api/send-verify-code';
import { ACCOUNT_COPY } from '../copy';
import { useVerifiedFirst } from '../lib/use-verified-first';
import { verificationStore } from '../lib/verification';
import { FormScreen } from './form-screen';

/** The account phone field (spec 5.1): required, max 11, pattern 'Phone number Error'. */
const schema = z.object({
  number: z
    .string()
    .min(1, PHONE_MESSAGES.required)
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(accountPhoneSchema),
});

/**
 * Enter New phone number (spec 2.8, 4.6): after the identity check, a code goes to the new
 * number; the verify screen then makes the change.
 */
export function PhoneForm({ hasPhone }: { hasPhone: boolean }) {
  const COPY = useCopy(ACCOUNT_COPY);
  const verified = useVerifiedFirst('phone', hasPhone);
  const navigate = useNavigate();
  const send = useSendVerifyCode();
  const throttle = useSubmitThrottle(SUBMIT_THROTTLE_MS.phone);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { number: '' },
    mode: 'onChange',
  });
  const { errors, isValid } = form.formState;

  if (!verified) return null;

  const onSubmit = form.handleSubmit(({ number }) =>
    throttle.run(() => {
      const { phone, country_code } = phoneForApi(number, DEFAULT_COUNTRY_CODE_OPTION);
      send.mutate(
        { phone, country_code },
        {
          onSuccess: (sent) => {
            verificationStore.update({
              stage: 'new-phone',
              countryCode: country_code,
              phone,
              otpId: sent.id,
              code: undefined,
              resendAt: endFromNow(OTP_RESEND_SECONDS_ACCOUNT),
            });
            navigate(paths.accountForm.getHref('verify'));
          },
          onError: (error) => {
            const message = isAppError(error, 'ERR_BUSINESS') ? error.message : COPY.smsFailed;
            if (isOtpLockMessage(message)) otpLocks.start(otpLockKey(country_code, phone));
            form.setError('number', { message });
          },
        },
      );
    }),
  );

  return (
    <FormScreen
      title={COPY.enterNewPhone}
      onSubmit={onSubmit}
      submit={{ label: COPY.sendCode, active: isValid, busy: send.isPending || throttle.waiting }}
    >
      <PhoneFormField
        control={form.control}
        name="number"
        label={COPY.phoneLabel}
        placeholder={COPY.phonePlaceholder}
        error={errors.number?.message}
      />
    </FormScreen>
  );
}
