import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calls } from '@pisoplay/contract';
import { useApiCall } from '@/shared/api/api-context';
import type { ApiCall } from '@/shared/api/client';
import { queryKeys } from '@/shared/queries/query-keys';
import {
  prefetchAfresh,
  READ_THIS_VISIT_MS,
  type ScreenPrefetch,
} from '@/shared/queries/screen-data';
import { useToken } from '@/shared/session/session-store';

/** Under the player's finance data, so a sign-out drops it with the rest. */
const checkinKey = (token: string | null) => [...queryKeys.finance(token), 'checkin'] as const;

/** GET /promo/checkin: the calendar and whether today can be claimed. */
const checkinQueryOptions = (token: string | null, api: ApiCall) =>
  queryOptions({
    queryKey: checkinKey(token),
    queryFn: ({ signal }) => api(calls.checkin, {}, { signal }),
    enabled: token !== null,
    staleTime: READ_THIS_VISIT_MS,
  });

export const useCheckin = () => useQuery(checkinQueryOptions(useToken(), useApiCall()));

/** /daily-wins: the calendar. */
export const prefetchCheckin: ScreenPrefetch = (queryClient, token, api) =>
  prefetchAfresh(queryClient, checkinQueryOptions(token, api));

/** POST /promo/checkin/claim; afterwards the calendar, the grants and the wallet are read again. */
export function useClaimCheckin() {
  const token = useToken();
  const api = useApiCall();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api(calls.checkinClaim, {}),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.finance(token) }),
        client.invalidateQueries({ queryKey: queryKeys.wallets() }),
      ]);
    },
  });
}
