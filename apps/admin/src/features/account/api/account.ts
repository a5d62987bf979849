import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operatorCalls } from '@pisoplay/contract';
import { useApiCall } from '@/shared/api/api-context';
import { useCallMutation } from '@/shared/queries/call-query';
import { clearOperatorSession, updateOperator } from '@/shared/session/session-store';

/** A new second-factor secret to scan (for an operator who has none). */
export function useTotpEnrol() {
  const api = useApiCall();
  return useMutation({ mutationFn: () => api(operatorCalls.adminTotpEnrol, {}) });
}

/** The first code of the secret being enrolled: from now on every sign-in asks for one. */
export const useTotpConfirm = () =>
  useCallMutation(operatorCalls.adminTotpConfirm, [], updateOperator);

/** Signs out here, or everywhere (every session of this operator). */
export function useSignOut() {
  const api = useApiCall();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (everywhere: boolean) => api(operatorCalls.adminLogout, { everywhere }),
    onSettled: () => {
      clearOperatorSession();
      client.clear();
    },
  });
}
