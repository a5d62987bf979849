import { useMutation } from '@tanstack/react-query';
import { calls, type PayloadOf } from '@pisoplay/contract';
import { useApiCall } from '@/shared/api/api-context';

/** POST /member/sms: sends a one-time code for login or a password reset. */
export function useSendSms() {
  const api = useApiCall();
  return useMutation({
    mutationFn: (input: PayloadOf<typeof calls.sendSms>) => api(calls.sendSms, input),
  });
}
