import { useMutation } from '@tanstack/react-query';
import { calls, type PayloadOf } from '@pisoplay/contract';
import { useApiCall } from '@/shared/api/api-context';

/** POST /member/login: signs in with phone and password; the reply is the session. */
export function usePasswordLogin() {
  const api = useApiCall();
  return useMutation({
    mutationFn: (input: PayloadOf<typeof calls.passwordLogin>) => api(calls.passwordLogin, input),
  });
}
