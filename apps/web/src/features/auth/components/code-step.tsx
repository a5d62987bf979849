import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { OTP_RESEND_SECONDS } from '@pisoplay/contract';
import { errorMessage } from '@/shared/api/errors';
import { endFromNow } from '@/shared/lib/use-countdown';
import { displayPhone } from '@/shared/lib/phone-input';
import { isOtpLockMessage, otpLockKey, otpLocks } from '@/shared/session/otp-lock';
import { CodeInput } from '@/shared/ui/code-input';
import { Button } from '@/shared/ui/form';
import { ResendButton } from '@/shared/ui/resend-button';
import { toast } from '@/shared/ui/toast/toast-store';
import { useOtpLogin } from '../api/otp-login';
import { useSendSms } from '../api/send-sms';
import { AUTH_COPY as COPY } from '../copy';
import { useCompleteSignIn, type LoginMode } from '../hooks/use-complete-sign-in';
import type { SentCode } from '../lib/login-machine';
import { loginStepSchemas, type CodeStepValues } from '../lib/login-schemas';

type CodeStepProps = {
  mode: LoginMode;
  otp: SentCode;
  onResent: (otp: SentCode) => void;
  onResetPhone: () => void;
};

/** login-otp-2: the six-digit code, 'Reset phone number' and 'Resend Code' (spec 2.3, 4.5). */
export function CodeStep({ mode, otp, onResent, onResetPhone }: CodeStepProps) {
  const errorId = useId();
  const form = useForm<CodeStepValues>({
    resolver: zodResolver(loginStepSchemas['login-otp-2']),
    defaultValues: { code: '' },
  });
  const [message, setMessage] = useState('');
  const lockKey = otpLockKey(otp.countryCode, otp.phone);
  const [lockUntil, setLockUntil] = useState(() => otpLocks.until(lockKey));
  const otpLogin = useOtpLogin();
  const sendSms = useSendSms();
  const completeSignIn = useCompleteSignIn(mode);

  const noteLock = (text: string) => {
    if (isOtpLockMessage(text)) setLockUntil(otpLocks.start(lockKey));
  };

  const submit = form.handleSubmit(async ({ code }) => {
    setMessage('');
    try {
      const reply = await otpLogin.mutateAsync({ otp_id: otp.id, code });
      await completeSignIn(reply, COPY.noTokenOtp);
    } catch (error) {
      // Spec 8.2: a failed code login clears the code and shows the message.
      const text = errorMessage(error, COPY.codeInvalid);
      form.reset({ code: '' });
      setMessage(text);
      noteLock(text);
    }
  });

  const resend = async () => {
    try {
      const sent = await sendSms.mutateAsync({
        phone: otp.phone,
        country_code: otp.countryCode,
        purpose: 'login',
      });
      toast(COPY.otpSent, 'success');
      // A new code id: the step starts afresh with empty boxes and a new countdown.
      onResent({ ...otp, id: sent.id, resendAt: endFromNow(OTP_RESEND_SECONDS) });
    } catch (error) {
      const text = errorMessage(error, COPY.loginFailed);
      noteLock(text);
      toast(text, 'error');
    }
  };

  const shownError = message || form.formState.errors.code?.message;
  const busy = form.formState.isSubmitting;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <div className="flex flex-col items-center gap-1 text-center">
        <p className="text-sm text-indigo-200/80">{COPY.codeSentTo}</p>
        <p className="text-lg font-bold tracking-wide text-white" data-testid="otp-number">
          +{otp.countryCode} {displayPhone(otp.phone)}
        </p>
        <Button variant="ghost" onClick={onResetPhone}>
          {COPY.resetPhone}
        </Button>
      </div>
      <div className="flex flex-col gap-2">
        <Controller
          control={form.control}
          name="code"
          render={({ field }) => (
            <CodeInput
              label={COPY.codeLabel}
              value={field.value}
              onChange={field.onChange}
              onComplete={() => void submit()}
              length={otp.codeLength}
              disabled={busy}
              invalid={Boolean(shownError)}
              describedBy={shownError ? errorId : undefined}
              autoFocus
            />
          )}
        />
        {shownError ? (
          <p id={errorId} role="alert" className="text-center text-xs font-medium text-rose-300">
            {shownError}
          </p>
        ) : null}
      </div>
      <div className="flex justify-center">
        <ResendButton
          availableAt={Math.max(otp.resendAt, lockUntil ?? 0)}
          busy={sendSms.isPending}
          onResend={() => void resend()}
          resendLabel={COPY.resendCode}
          sendLabel={COPY.sendCode}
        />
      </div>
    </form>
  );
}
