import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls, type PayloadOf } from '@pisoplay/contract';
import { useApiCall } from '@/shared/api/api-context';
import { queryKeys } from '@/shared/queries/query-keys';
import { retryLostRequest } from '../lib/attempt';

/** GET /finance/payment/withdraw; the balance and the records change with it. */
export function useWithdraw() {
  const api = useApiCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: PayloadOf<typeof calls.withdraw>) => api(calls.withdraw, payload),
    retry: retryLostRequest,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.wallets() }),
        queryClient.invalidateQueries({ queryKey: ['finance'] }),
      ]),
  });
}
