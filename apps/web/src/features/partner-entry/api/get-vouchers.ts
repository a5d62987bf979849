import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls } from '@pisoplay/contract';
import { useApiCall } from '@/shared/api/api-context';
import type { ApiCall } from '@/shared/api/client';

export const vouchersQueryOptions = (api: ApiCall) =>
  queryOptions({
    queryKey: ['shop-vouchers'] as const,
    queryFn: ({ signal }) => api(calls.shopProducts, {}, { signal }),
    staleTime: 5 * 60_000,
  });

/** The shopping app's gift vouchers (POST /finance/shop/products). */
export function useVouchers() {
  const api = useApiCall();
  return useQuery(vouchersQueryOptions(api));
}
