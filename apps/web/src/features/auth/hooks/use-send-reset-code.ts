import { OTP_RESEND_SECONDS } from '@pisoplay/contract';
import { endFromNow } from '@/shared/lib/use-countdown';
import type { CodeTarget } from '@/shared/otp/code-target';
import { useSendResetEmail } from '../api/send-reset-email';
import { useSendSms } from '../api/send-sms';
import { forgotStorage, type ForgotState } from '../lib/forgot-storage';

/**
 * Sends the forgot flow's 'reset' code to a phone (by SMS) or an email address, and keeps where
 * it went and its otp id for the next screens (spec 4.6). A failure throws.
 */
export function useSendResetCode() {
  const sendSms = useSendSms();
  const sendEmail = useSendResetEmail();
  const send = async (to: CodeTarget): Promise<ForgotState> => {
    const sent =
      'email' in to
        ? await sendEmail.mutateAsync({ email: to.email })
        : await sendSms.mutateAsync({
            phone: to.phone,
            country_code: to.countryCode,
            purpose: 'reset',
          });
    const state: ForgotState = { to, otpId: sent.id, resendAt: endFromNow(OTP_RESEND_SECONDS) };
    forgotStorage.set(state);
    return state;
  };
  return { send, isPending: sendSms.isPending || sendEmail.isPending };
}
