import { useMutation } from '@tanstack/react-query';
import { calls, type PayloadOf } from '@pisoplay/contract';
import { useApiCall } from '@/shared/api/api-context';

/** POST /member/retrieve/check: whether a 'reset' code is right, without using it up. */
export function useCheckResetCode() {
  const api = useApiCall();
  return useMutation({
    mutationFn: (input: PayloadOf<typeof calls.checkResetCode>) => api(calls.checkResetCode, input),
  });
}
