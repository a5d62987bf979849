import { useMutation } from '@tanstack/react-query';
import { calls } from '@pisoplay/contract';
import { useApiCall } from '@/shared/api/api-context';

/**
 * POST /finance/shop/exchange (voucher channel 1008): the reply is the success text (spec 7.5).
 * Shared: the deposit sheet and the points page redeem codes with it.
 */
export function useExchangeVoucher() {
  const api = useApiCall();
  return useMutation({
    mutationFn: (exchangeCode: string) =>
      api(calls.voucherExchange, { exchangeCode, device: 'web' }),
  });
}
