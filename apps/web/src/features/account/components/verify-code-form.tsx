import { useWatch } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import {
  OTP_LENGTH,
  OTP_RESEND_SECONDS_ACCOUNT,
  SUBMIT_THROTTLE_MS,
  type Profile,
} from '@pisoplay/contract';
import { paths, type AccountFormType } from '@/shared/config/paths';
import { isAppError } from '@/shared/api/errors';
import { endFromNow } from '@/shared/lib/use-countdown';
import { useSubmitThrottle } from '@/shared/lib/use-submit-throttle';
import { CodeEntryFields } from '@/shared/otp/code-entry-fields';
import { CodeResend } from '@/shared/otp/code-resend';
import { useCodeEntry } from '@/shared/otp/use-code-entry';
import { Button } from '@/shared/ui/form';
import { toast } from '@/shared/ui/toast/toast-store';
import { useCheckSmsCode } from '../api/check-sms-code';
import { useSendVerifyCode } from '../api/send-verify-code';
import { useUpdateProfile } from '../api/update-profile';
import { ACCOUNT_COPY as COPY } from '../copy';
import { useVerification, verificationStore, type Verification } from '../lib/verification';
import { FormScreen } from './form-screen';

/** The form a verified identity goes on to. */
const NEXT_FORM: Record<NonNullable<Verification['field']>, AccountFormType> = {
  password: 'password',
  email: 'email',
  phone: 'phone',
};

/**
 * Enter the code (spec 2.8, 4.6, 8.2): a 'verify' code to the player's own phone (identity) or
 * to the new number (phone change). 60 s between sends; a wrong code shows a toast and
 * 'Please enter the correct code'.
 */
export function VerifyCodeForm({ profile }: { profile: Profile }) {
  const verification = useVerification();
  if (!verification) return <Navigate to={paths.account.getHref()} replace />;
  const newPhone = verification.stage === 'new-phone';
  if (!newPhone && !profile.has_phone_number) {
    return (
      <FormScreen title={COPY.enterCode}>
        <p role="alert" className="text-center text-sm text-rose-300">
          {COPY.phoneNotAvailable}
        </p>
      </FormScreen>
    );
  }
  const target = newPhone
    ? { country_code: verification.countryCode ?? '', phone: verification.phone ?? '' }
    : { country_code: profile.country_code, phone: profile.phone };
  return <CodeEntry verification={verification} target={target} newPhone={newPhone} />;
}

type CodeEntryProps = {
  verification: Verification;
  target: { country_code: string; phone: string };
  newPhone: boolean;
};

function CodeEntry({ verification, target, newPhone }: CodeEntryProps) {
  const navigate = useNavigate();
  const send = useSendVerifyCode();
  const checkCode = useCheckSmsCode();
  const update = useUpdateProfile();
  const throttle = useSubmitThrottle(SUBMIT_THROTTLE_MS.code);
  // A code for this number was sent in this flow (the phone form sends the new number's).
  const sentHere =
    verification.otpId !== undefined &&
    verification.phone === target.phone &&
    verification.countryCode === target.country_code;

  const applyCode = async (code: string) => {
    if (!sentHere || !verification.otpId) {
      entry.showError(COPY.missingCode);
      toast(COPY.missingCode, 'error');
      return;
    }
    const payload = { ...target, otp_id: verification.otpId, code };
    if (newPhone) {
      await update.mutateAsync(payload);
      verificationStore.clear();
      toast(COPY.phoneSuccess, 'success');
      navigate(paths.account.getHref(), { replace: true });
      return;
    }
    await checkCode.mutateAsync(payload);
    verificationStore.update({ code, verified: true, verifyMethod: 'phone' });
    const field = verification.field;
    navigate(field ? paths.accountForm.getHref(NEXT_FORM[field]) : paths.account.getHref(), {
      replace: true,
    });
  };
  const entry = useCodeEntry({
    countryCode: target.country_code,
    phone: target.phone,
    fallbackMessage: COPY.wrongCode,
    onCode: applyCode,
    onFailed: (message) => toast(message, 'error'),
  });
  const code = useWatch({ control: entry.form.control, name: 'code' });
  const sending = checkCode.isPending || update.isPending;

  const sendCode = () =>
    send.mutate(target, {
      onSuccess: (sent) => {
        verificationStore.update({
          countryCode: target.country_code,
          phone: target.phone,
          otpId: sent.id,
          code: undefined,
          resendAt: endFromNow(OTP_RESEND_SECONDS_ACCOUNT),
        });
        entry.clearError();
        toast(COPY.codeSent, 'success');
      },
      onError: (failure) => {
        const message = isAppError(failure, 'ERR_BUSINESS') ? failure.message : COPY.smsFailed;
        entry.noteLock(message);
        toast(message, 'error');
      },
    });

  return (
    <FormScreen title={COPY.enterCode}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          throttle.run(() => void entry.submit());
        }}
        className="flex flex-col gap-5"
      >
        <CodeEntryFields
          entry={entry}
          sentLabel={sentHere ? COPY.codeSentTo : COPY.codeSendTo}
          countryCode={target.country_code}
          phone={target.phone}
          disabled={sending}
          autoFocus={sentHere}
        />
        <CodeResend
          entry={entry}
          resendAt={sentHere ? (verification.resendAt ?? 0) : 0}
          busy={send.isPending}
          onResend={sendCode}
        />
        <Button
          type="submit"
          active={code.length === OTP_LENGTH && sentHere}
          busy={sending || throttle.waiting}
          className="w-full"
        >
          {COPY.submit}
        </Button>
      </form>
    </FormScreen>
  );
}
