import { useId, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { OTP_LENGTH, OTP_RESEND_SECONDS, otpCodeSchema } from '@pisoplay/contract';
import { paths } from '@/shared/config/paths';
import { errorMessage } from '@/shared/api/errors';
import { endFromNow } from '@/shared/lib/use-countdown';
import { displayPhone } from '@/shared/lib/phone-input';
import { isOtpLockMessage, otpLockKey, otpLocks } from '@/shared/session/otp-lock';
import { CodeInput } from '@/shared/ui/code-input';
import { Button } from '@/shared/ui/form';
import { ResendButton } from '@/shared/ui/resend-button';
import { TitleBar } from '@/shared/ui/title-bar';
import { toast } from '@/shared/ui/toast/toast-store';
import { useCheckResetCode } from '../api/check-reset-code';
import { useSendSms } from '../api/send-sms';
import { AUTH_COPY as COPY } from '../copy';
import { forgotStorage, type ForgotState } from '../lib/forgot-storage';

/**
 * Forgot password, step 2: 'Enter the code'. A right code moves on to the new password (spec
 * 4.6); a wrong one is cleared and its message shown. The code is used up by the reset itself.
 */
export function ForgotCode() {
  const [state, setState] = useState(forgotStorage.get);
  if (!state) return <Navigate to={paths.forgetPassword.getHref()} replace />;
  return <ForgotCodeForm key={state.otpId} state={state} onResent={setState} />;
}

function ForgotCodeForm({
  state,
  onResent,
}: {
  state: ForgotState;
  onResent: (state: ForgotState) => void;
}) {
  const errorId = useId();
  const navigate = useNavigate();
  const sendSms = useSendSms();
  const checkCode = useCheckResetCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const lockKey = otpLockKey(state.countryCode, state.phone);
  const [lockUntil, setLockUntil] = useState(() => otpLocks.until(lockKey));

  const next = async (value: string) => {
    const parsed = otpCodeSchema.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '');
      return;
    }
    if (checkCode.isPending) return;
    try {
      await checkCode.mutateAsync({ otp_id: state.otpId, code: parsed.data });
    } catch (failure) {
      const message = errorMessage(failure, COPY.codeInvalid);
      if (isOtpLockMessage(message)) setLockUntil(otpLocks.start(lockKey));
      setCode('');
      setError(message);
      return;
    }
    forgotStorage.set({ ...state, code: parsed.data });
    navigate(paths.forgetPasswordVerify.getHref('verifypassword'));
  };

  const resend = async () => {
    try {
      const sent = await sendSms.mutateAsync({
        phone: state.phone,
        country_code: state.countryCode,
        purpose: 'reset',
      });
      const updated = {
        ...state,
        otpId: sent.id,
        code: undefined,
        resendAt: endFromNow(OTP_RESEND_SECONDS),
      };
      forgotStorage.set(updated);
      toast(COPY.otpSent, 'success');
      onResent(updated);
    } catch (failure) {
      const message = errorMessage(failure, COPY.smsFailed);
      if (isOtpLockMessage(message)) setLockUntil(otpLocks.start(lockKey));
      toast(message, 'error');
    }
  };

  return (
    <div className="flex flex-col">
      <TitleBar title={COPY.codeTitle} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void next(code);
        }}
        className="flex flex-col gap-5 px-5 pt-6 pb-8"
      >
        <div className="flex flex-col items-center gap-1 text-center">
          <p className="text-sm text-indigo-200/80">{COPY.codeSentTo}</p>
          <p className="text-lg font-bold tracking-wide text-white">
            +{state.countryCode} {displayPhone(state.phone)}
          </p>
        </div>
        <CodeInput
          label={COPY.codeLabel}
          value={code}
          onChange={(value) => {
            setCode(value);
            setError('');
          }}
          onComplete={(value) => void next(value)}
          invalid={Boolean(error)}
          describedBy={error ? errorId : undefined}
          autoFocus
        />
        {error ? (
          <p id={errorId} role="alert" className="text-center text-xs font-medium text-rose-300">
            {error}
          </p>
        ) : null}
        <Button
          type="submit"
          active={code.length === OTP_LENGTH}
          busy={checkCode.isPending}
          className="w-full"
        >
          {COPY.next}
        </Button>
        <div className="flex justify-center">
          <ResendButton
            availableAt={Math.max(state.resendAt, lockUntil ?? 0)}
            busy={sendSms.isPending}
            onResend={() => void resend()}
            resendLabel={COPY.resendCode}
            sendLabel={COPY.sendCode}
          />
        </div>
      </form>
    </div>
  );
}
