import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operatorCalls } from '@pisoplay/contract';
import { useApiCall } from '@/shared/api/api-context';
import { clearOperatorSession } from '@/shared/session/session-store';

/** The top bar's sign-out: ends this session (the page signs out even if the call fails). */
export function useSignOutHere() {
  const api = useApiCall();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api(operatorCalls.adminLogout, { everywhere: false }),
    onSettled: () => {
      clearOperatorSession();
      client.clear();
    },
  });
}
