import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { calls, type PayloadOf } from '@pisoplay/contract';
import { useApiCall } from '@/shared/api/api-context';
import type { ApiCall } from '@/shared/api/client';
import { queryKeys } from '@/shared/queries/query-keys';
import {
  prefetchAfresh,
  READ_THIS_VISIT_MS,
  type ScreenPrefetch,
} from '@/shared/queries/screen-data';
import { useToken } from '@/shared/session/session-store';
import { useExchangeVoucher } from '@/shared/wallet/exchange-voucher';
import { vouchersQueryOptions } from '@/shared/wallet/shop-vouchers';

/** Movements per page of the history. */
export const POINTS_PAGE_SIZE = 10;

// Under the player's finance data, so a sign-out drops it with the rest.
const pointsKey = (token: string | null) => [...queryKeys.finance(token), 'points'] as const;

/** GET /member/points: the balance, the earning rates and one page of movements. */
const pointsQueryOptions = (token: string | null, api: ApiCall, page: number) =>
  queryOptions({
    queryKey: [...pointsKey(token), 'summary', page],
    queryFn: ({ signal }) => api(calls.points, { page, page_size: POINTS_PAGE_SIZE }, { signal }),
    enabled: token !== null,
    staleTime: READ_THIS_VISIT_MS,
  });

/** GET /member/points/shop: what points can buy. */
const pointsShopQueryOptions = (token: string | null, api: ApiCall) =>
  queryOptions({
    queryKey: [...pointsKey(token), 'shop'],
    queryFn: ({ signal }) => api(calls.pointsShop, {}, { signal }),
    enabled: token !== null,
    staleTime: READ_THIS_VISIT_MS,
  });

export const usePoints = (page: number) =>
  useQuery({
    ...pointsQueryOptions(useToken(), useApiCall(), page),
    placeholderData: keepPreviousData,
  });

export const usePointsShop = () => useQuery(pointsShopQueryOptions(useToken(), useApiCall()));

/** /points: the first page of movements, the shop and the shopping app's vouchers. */
export const prefetchPoints: ScreenPrefetch = (queryClient, token, api) =>
  Promise.all([
    prefetchAfresh(queryClient, pointsQueryOptions(token, api, 1)),
    prefetchAfresh(queryClient, pointsShopQueryOptions(token, api)),
    queryClient.prefetchQuery(vouchersQueryOptions(api)),
  ]);

/** After points or money moved: the points, the shop, the bonuses, the records and the wallet. */
function useRefreshAfterExchange() {
  const token = useToken();
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.finance(token) }),
      client.invalidateQueries({ queryKey: queryKeys.wallets() }),
    ]);
}

/** POST /member/points/exchange: once per idempotency key. */
export function usePointsExchange() {
  const api = useApiCall();
  const refresh = useRefreshAfterExchange();
  return useMutation({
    mutationFn: (payload: PayloadOf<typeof calls.pointsExchange>) =>
      api(calls.pointsExchange, payload),
    onSettled: refresh,
  });
}

/** Redeems a shopping-app voucher code (spec 7.3, 7.5); the answer is the success text. */
export function useRedeemVoucher() {
  const exchange = useExchangeVoucher();
  const refresh = useRefreshAfterExchange();
  return {
    ...exchange,
    redeem: (code: string) => exchange.mutateAsync(code).finally(() => void refresh()),
  };
}
