import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calls, type PayloadOf } from '@pisoplay/contract';
import { useApiCall } from '@/shared/api/api-context';
import { queryKeys } from '@/shared/queries/query-keys';
import { useToken } from '@/shared/session/session-store';
import { useExchangeVoucher } from '@/shared/wallet/exchange-voucher';

/** Movements per page of the history. */
export const POINTS_PAGE_SIZE = 10;

// Under the player's finance data, so a sign-out drops it with the rest.
const pointsKey = (token: string | null) => [...queryKeys.finance(token), 'points'] as const;

/** GET /member/points: the balance, the earning rates and one page of movements. */
export function usePoints(page: number) {
  const token = useToken();
  const api = useApiCall();
  return useQuery({
    queryKey: [...pointsKey(token), 'summary', page],
    queryFn: ({ signal }) => api(calls.points, { page, page_size: POINTS_PAGE_SIZE }, { signal }),
    enabled: token !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** GET /member/points/shop: what points can buy. */
export function usePointsShop() {
  const token = useToken();
  const api = useApiCall();
  return useQuery({
    queryKey: [...pointsKey(token), 'shop'],
    queryFn: ({ signal }) => api(calls.pointsShop, {}, { signal }),
    enabled: token !== null,
    staleTime: 0,
  });
}

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
