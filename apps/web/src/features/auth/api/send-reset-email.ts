import { useMutation } from '@tanstack/react-query';
import { calls, type PayloadOf } from '@pisoplay/contract';
import { useApiCall } from '@/shared/api/api-context';

/**
 * POST /member/retrieve/email: a password-reset code to the address, if it is the proven email
 * of an account; the reply is the same either way.
 */
export function useSendResetEmail() {
  const api = useApiCall();
  return useMutation({
    mutationFn: (input: PayloadOf<typeof calls.sendResetEmail>) => api(calls.sendResetEmail, input),
  });
}
