import { useMutation } from '@tanstack/react-query';
import { calls, type PayloadOf } from '@pisoplay/contract';
import { useApiCall } from '@/shared/api/api-context';

/** POST /member/retrieve/password: sets a new password with a 'reset' code. */
export function useRetrievePassword() {
  const api = useApiCall();
  return useMutation({
    mutationFn: (input: PayloadOf<typeof calls.retrievePassword>) =>
      api(calls.retrievePassword, input),
  });
}
