import { queryOptions, useQuery, type keepPreviousData } from '@tanstack/react-query';
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

/** The ranking is served live; the screen asks again this often while it is open. */
export const RANK_REFRESH_MS = 60_000;

// Under the player's finance data: the caller's own row is theirs, and a sign-out drops it.
const contestKey = (token: string | null) => [...queryKeys.finance(token), 'contest'] as const;

/** GET /promo/rank/today: the top 100, the caller's row, the pool and the close. */
const rankTodayQueryOptions = (token: string | null, api: ApiCall) =>
  queryOptions({
    queryKey: [...contestKey(token), 'today'],
    queryFn: ({ signal }) => api(calls.rankToday, {}, { signal }),
    enabled: token !== null,
    staleTime: READ_THIS_VISIT_MS,
    refetchInterval: RANK_REFRESH_MS,
  });

export const useRankToday = () => useQuery(rankTodayQueryOptions(useToken(), useApiCall()));

/** /welfare/betting-rank: today's ranking. */
export const prefetchRankToday: ScreenPrefetch = (queryClient, token, api) =>
  prefetchAfresh(queryClient, rankTodayQueryOptions(token, api));

/**
 * GET /promo/rank/history: the closed days, one day's frozen ranking (the newest without a
 * `date`) and the caller's prizes.
 */
export function useRankHistory(
  date?: string,
  options: { placeholderData?: typeof keepPreviousData } = {},
) {
  const token = useToken();
  const api = useApiCall();
  return useQuery({
    queryKey: [...contestKey(token), 'history', date ?? 'newest'],
    queryFn: ({ signal }) => api(calls.rankHistory, date ? { date } : {}, { signal }),
    enabled: token !== null,
    staleTime: 30_000,
    ...options,
  });
}
