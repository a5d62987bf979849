import { useWatch } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import {
  OTP_LENGTH,
  OTP_RESEND_SECONDS_ACCOUNT,
  SUBMIT_THROTTLE_MS,
  type OtpSendResult,
  type Profile,
} from '@pisoplay/contract';
import { paths, type AccountFormType } from '@/shared/config/paths';
import { isAppError } from '@/shared/api/errors';
import { useCopy } from '@/shared/i18n/define-copy';
import { endFromNow } from '@/shared/lib/use-countdown';
import { useSubmitThrottle } from '@/shared/lib/use-submit-throttle';
import { CodeEntryFields } from '@/shared/otp/code-entry-fields';
import { codeTargetKey, type CodeTarget } from '@/shared/otp/code-target';
import { CodeResend } from '@/shared/otp/code-resend';
import { useCodeEntry } from '@/shared/otp/use-code-entry';
import { Button } from '@/shared/ui/form';
import { toast } from '@/shared/ui/toast/toast-store';
import { useCheckSmsCode } from '../api/check-sms-code';
import { useSendEmailCode } from '../api/send-email-code';
import { useSendVerifyCode } from '../api/send-verify-code';
import { useUpdateProfile } from '../api/update-profile';
import { ACCOUNT_COPY } from '../copy';
import { useVerification, verificationStore, type Verification } from '../lib/verification';
import { FormScreen } from './form-screen';

/** The form a verified identity goes on to. */
const NEXT_FORM: Record<NonNullable<Verification['field']>, AccountFormType> = {
  password: 'password',
  email: 'email',
  phone: 'phone',
};

/**
 * Enter the code (spec 2.8, 4.6, 8.2): a 'verify' code to the player's own phone (identity), to
 * the new number (phone change) or to the new email address (email change). 60 s between sends;
 * a wrong code shows a toast and 'Please enter the correct code'.
 */
export function VerifyCodeForm({ profile }: { profile: Profile }) {
  const COPY = useCopy(ACCOUNT_COPY);
  const verification = useVerification();
  if (!verification) return <Navigate to={paths.account.getHref()} replace />;
  const { stage } = verification;
  if (stage === 'identity' && !profile.has_phone_number) {
    return (
      <FormScreen title={COPY.enterCode}>
        <p role="alert" className="text-center text-sm text-rose-300">
          {COPY.phoneNotAvailable}
        </p>
      </FormScreen>
    );
  }
  const target: CodeTarget =
    stage === 'new-email'
      ? { email: verification.email ?? '' }
      : stage === 'new-phone'
        ? { countryCode: verification.countryCode ?? '', phone: verification.phone ?? '' }
        : { countryCode: profile.country_code, phone: profile.phone };
  return <CodeEntry verification={verification} target={target} />;
}

/** Where the flow's current code went, if one was sent. */
function sentTarget(verification: Verification): CodeTarget | undefined {
  if (verification.otpId === undefined) return undefined;
  return verification.stage === 'new-email'
    ? { email: verification.email ?? '' }
    : { countryCode: verification.countryCode ?? '', phone: verification.phone ?? '' };
}

type CodeEntryProps = { verification: Verification; target: CodeTarget };

function CodeEntry({ verification, target }: CodeEntryProps) {
  const COPY = useCopy(ACCOUNT_COPY);
  const navigate = useNavigate();
  const sendSms = useSendVerifyCode();
  const sendEmail = useSendEmailCode();
  const checkCode = useCheckSmsCode();
  const update = useUpdateProfile();
  const throttle = useSubmitThrottle(SUBMIT_THROTTLE_MS.code);
  const { stage } = verification;
  // A code for this target was sent in this flow (the phone and email forms send the new one's).
  const sent = sentTarget(verification);
  const sentHere = sent !== undefined && codeTargetKey(sent) === codeTargetKey(target);

  const finish = (message: string) => {
    verificationStore.clear();
    toast(message, 'success');
    navigate(paths.account.getHref(), { replace: true });
  };
  /** The change the code completes: the new phone or email, or the identity for the next form. */
  const applyCode = async (code: string) => {
    if (!sentHere || !verification.otpId) {
      entry.showError(COPY.missingCode);
      toast(COPY.missingCode, 'error');
      return;
    }
    const otp = { otp_id: verification.otpId, code };
    if ('email' in target) {
      await update.mutateAsync({ email: target.email, ...otp });
      finish(COPY.emailSuccess);
      return;
    }
    const phone = { country_code: target.countryCode, phone: target.phone, ...otp };
    if (stage === 'new-phone') {
      await update.mutateAsync(phone);
      finish(COPY.phoneSuccess);
      return;
    }
    await checkCode.mutateAsync(phone);
    verificationStore.update({ code, verified: true, verifyMethod: 'phone' });
    const field = verification.field;
    navigate(field ? paths.accountForm.getHref(NEXT_FORM[field]) : paths.account.getHref(), {
      replace: true,
    });
  };
  const entry = useCodeEntry({
    target,
    fallbackMessage: COPY.wrongCode,
    onCode: applyCode,
    onFailed: (message) => toast(message, 'error'),
  });
  const code = useWatch({ control: entry.form.control, name: 'code' });
  const sending = checkCode.isPending || update.isPending;

  const sendCode = () => {
    const handlers = {
      onSuccess: (result: OtpSendResult) => {
        verificationStore.update({
          ...('email' in target
            ? { email: target.email }
            : { countryCode: target.countryCode, phone: target.phone }),
          otpId: result.id,
          code: undefined,
          resendAt: endFromNow(OTP_RESEND_SECONDS_ACCOUNT),
        });
        entry.clearError();
        toast(COPY.codeSent, 'success');
      },
      onError: (failure: unknown) => {
        const message = isAppError(failure, 'ERR_BUSINESS')
          ? failure.message
          : 'email' in target
            ? COPY.emailFailed
            : COPY.smsFailed;
        entry.noteLock(message);
        toast(message, 'error');
      },
    };
    if ('email' in target) sendEmail.mutate({ email: target.email }, handlers);
    else sendSms.mutate({ country_code: target.countryCode, phone: target.phone }, handlers);
  };

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
          target={target}
          disabled={sending}
          autoFocus={sentHere}
        />
        <CodeResend
          entry={entry}
          resendAt={sentHere ? (verification.resendAt ?? 0) : 0}
          busy={sendSms.isPending || sendEmail.isPending}
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
