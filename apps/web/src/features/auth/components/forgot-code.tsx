import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { OTP_LENGTH } from '@pisoplay/contract';
import { paths } from '@/shared/config/paths';
import { useCopy } from '@/shared/i18n/define-copy';
import { CodeEntryFields } from '@/shared/otp/code-entry-fields';
import { CodeResend } from '@/shared/otp/code-resend';
import { useCodeEntry } from '@/shared/otp/use-code-entry';
import { Button } from '@/shared/ui/form';
import { TitleBar } from '@/shared/ui/title-bar';
import { toast } from '@/shared/ui/toast/toast-store';
import { useCheckResetCode } from '../api/check-reset-code';
import { AUTH_COPY } from '../copy';
import { useSendResetCode } from '../hooks/use-send-reset-code';
import { forgotStorage, type ForgotState } from '../lib/forgot-storage';

/**
 * Forgot password, step 2: 'Enter the code' sent to the phone or email address. A right code
 * moves on to the new password (spec 4.6); a wrong one is cleared and its message shown. The
 * code is used up by the reset itself.
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
  const COPY = useCopy(AUTH_COPY);
  const navigate = useNavigate();
  const resetCode = useSendResetCode();
  const checkCode = useCheckResetCode();
  const byEmail = 'email' in state.to;
  const entry = useCodeEntry({
    target: state.to,
    fallbackMessage: COPY.codeInvalid,
    onCode: async (code) => {
      await checkCode.mutateAsync({ otp_id: state.otpId, code });
      forgotStorage.set({ ...state, code });
      navigate(paths.forgetPasswordVerify.getHref('verifypassword'));
    },
  });
  const code = useWatch({ control: entry.form.control, name: 'code' });

  const resend = () =>
    entry.resend(
      async () => {
        const updated = await resetCode.send(state.to);
        toast(COPY.otpSent, 'success');
        onResent(updated);
      },
      byEmail ? COPY.emailFailed : COPY.smsFailed,
    );

  return (
    <div className="flex flex-col">
      <TitleBar title={COPY.codeTitle} />
      <form noValidate onSubmit={entry.submit} className="flex flex-col gap-5 px-5 pt-6 pb-8">
        <CodeEntryFields
          entry={entry}
          sentLabel={byEmail ? COPY.codeSentToEmail : COPY.codeSentTo}
          target={state.to}
        />
        <Button
          type="submit"
          active={code.length === OTP_LENGTH}
          busy={checkCode.isPending}
          className="w-full"
        >
          {COPY.next}
        </Button>
        <CodeResend
          entry={entry}
          resendAt={state.resendAt}
          busy={resetCode.isPending}
          onResend={() => void resend()}
        />
      </form>
    </div>
  );
}
