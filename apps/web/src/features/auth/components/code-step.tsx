import { useState } from 'react';
import { OTP_RESEND_SECONDS, withdrawTicketOf } from '@pisoplay/contract';
import { endFromNow } from '@/shared/lib/use-countdown';
import { forgetReferral, signupOrigin } from '@/shared/referral/referral';
import { WithdrawOffer } from '@/shared/session/withdraw-offer';
import { CodeEntryFields } from '@/shared/otp/code-entry-fields';
import { CodeResend } from '@/shared/otp/code-resend';
import { useCodeEntry } from '@/shared/otp/use-code-entry';
import { useCopy } from '@/shared/i18n/define-copy';
import { Button } from '@/shared/ui/form';
import { toast } from '@/shared/ui/toast/toast-store';
import { useOtpLogin } from '../api/otp-login';
import { useSendSms } from '../api/send-sms';
import { AUTH_COPY } from '../copy';
import { useCompleteSignIn, type LoginMode } from '../hooks/use-complete-sign-in';
import type { SentCode } from '../lib/login-machine';

type CodeStepProps = {
  mode: LoginMode;
  otp: SentCode;
  onResent: (otp: SentCode) => void;
  onResetPhone: () => void;
};

/**
 * login-otp-2: the six-digit code, 'Reset phone number' and 'Resend Code' (spec 2.3, 4.5). A
 * sign-in refused for a self-exclusion shows its message (with the date) like any failure, and
 * offers the withdraw-only sign-in its ticket opens (docs/responsible-gaming.md).
 */
export function CodeStep({ mode, otp, onResent, onResetPhone }: CodeStepProps) {
  const COPY = useCopy(AUTH_COPY);
  const otpLogin = useOtpLogin();
  const sendSms = useSendSms();
  const completeSignIn = useCompleteSignIn(mode);
  const [withdrawTicket, setWithdrawTicket] = useState<string | null>(null);
  // Spec 8.2: a failed code login clears the code and shows the message.
  const target = { countryCode: otp.countryCode, phone: otp.phone };
  const entry = useCodeEntry({
    target,
    fallbackMessage: COPY.codeInvalid,
    onCode: async (code) => {
      setWithdrawTicket(null);
      // The first code sign-in of a phone makes its account: it carries the invitation.
      const reply = await otpLogin
        .mutateAsync({ otp_id: otp.id, code, ...signupOrigin() })
        .catch((error: unknown) => {
          setWithdrawTicket(withdrawTicketOf(error));
          throw error;
        });
      forgetReferral();
      await completeSignIn(reply, COPY.noTokenOtp);
    },
  });

  const resend = () =>
    entry.resend(async () => {
      const sent = await sendSms.mutateAsync({
        phone: otp.phone,
        country_code: otp.countryCode,
        purpose: 'login',
      });
      toast(COPY.otpSent, 'success');
      // A new code id: the step starts afresh with empty boxes and a new countdown.
      onResent({ ...otp, id: sent.id, resendAt: endFromNow(OTP_RESEND_SECONDS) });
    }, COPY.loginFailed);

  return (
    <div className="flex flex-col gap-5">
      <form noValidate onSubmit={entry.submit} className="flex flex-col gap-5">
        <CodeEntryFields
          entry={entry}
          sentLabel={COPY.codeSentTo}
          target={target}
          length={otp.codeLength}
          aside={
            <Button variant="ghost" onClick={onResetPhone}>
              {COPY.resetPhone}
            </Button>
          }
        />
        <CodeResend
          entry={entry}
          resendAt={otp.resendAt}
          busy={sendSms.isPending}
          onResend={() => void resend()}
        />
      </form>
      {withdrawTicket ? (
        <WithdrawOffer
          ticket={withdrawTicket}
          onSession={(session) => completeSignIn(session, COPY.noTokenOtp)}
        />
      ) : null}
    </div>
  );
}
