import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls } from '@pisoplay/contract';
import { useApiCall } from '@/shared/api/api-context';
import type { ApiCall } from '@/shared/api/client';
import { queryKeys } from '@/shared/queries/query-keys';

export const vouchersQueryOptions = (api: ApiCall) =>
  queryOptions({
    queryKey: queryKeys.shopVouchers(),
    queryFn: ({ signal }) => api(calls.shopProducts, {}, { signal }),
    staleTime: 5 * 60_000,
  });

/**
 * The shopping app's gift vouchers (POST /finance/shop/products; spec 3 Voucher list item):
 * the mini app's index and the points page list them.
 */
export function useVouchers() {
  const api = useApiCall();
  return useQuery(vouchersQueryOptions(api));
}
