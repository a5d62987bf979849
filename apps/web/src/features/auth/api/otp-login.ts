import { useMutation } from '@tanstack/react-query';
import { calls, type PayloadOf } from '@pisoplay/contract';
import { apiCall } from '@/shared/api/client';
import { useAuthApiOverride } from './auth-api';

export type OtpLoginInput = PayloadOf<typeof calls.otpLogin>;

/** POST /member/otp/login: signs in (or registers) with a code; the reply is the session. */
export const otpLogin = (input: OtpLoginInput) => apiCall(calls.otpLogin, input);

export function useOtpLogin() {
  const api = useAuthApiOverride();
  return useMutation({ mutationFn: api?.otpLogin ?? otpLogin });
}
