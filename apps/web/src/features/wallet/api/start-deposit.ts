import { useMutation } from '@tanstack/react-query';
import { calls, type PayloadOf } from '@pisoplay/contract';
import { useApiCall } from '@/shared/api/api-context';
import { retryLostRequest } from '../lib/attempt';

/** GET /finance/payment/deposit: creates a pending order and answers where to pay it. */
export function useStartDeposit() {
  const api = useApiCall();
  return useMutation({
    mutationFn: (payload: PayloadOf<typeof calls.deposit>) => api(calls.deposit, payload),
    retry: retryLostRequest,
  });
}
