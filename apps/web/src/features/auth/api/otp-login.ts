import { useMutation } from '@tanstack/react-query';
import { calls, type PayloadOf } from '@pisoplay/contract';
import { useApiCall } from '@/shared/api/api-context';

/** POST /member/otp/login: signs in (or registers) with a code; the reply is the session. */
export function useOtpLogin() {
  const api = useApiCall();
  return useMutation({
    mutationFn: (input: PayloadOf<typeof calls.otpLogin>) => api(calls.otpLogin, input),
  });
}
