import { queryOptions, useQuery } from '@tanstack/react-query';
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

/**
 * GET /member/rg: the player's limits with what is used of them, the reality check's interval,
 * the current play session and a restriction in force. Read fresh on every visit: play and
 * deposits move it.
 */
export const rgStatusQueryOptions = (token: string | null, api: ApiCall) =>
  queryOptions({
    queryKey: queryKeys.rg(token),
    queryFn: ({ signal }) => api(calls.rg, {}, { signal }),
    enabled: token !== null,
    staleTime: READ_THIS_VISIT_MS,
  });

/** The Responsible Gaming screen: the status. */
export const prefetchRgStatus: ScreenPrefetch = (queryClient, token, api) =>
  prefetchAfresh(queryClient, rgStatusQueryOptions(token, api));

/**
 * The signed-in player's responsible-gaming status (the Responsible Gaming screen, the game
 * page's reality check). `refetchOnMount: 'always'` reads it again as the caller mounts even when
 * another screen read it a moment ago (the reality check's figures when it opens).
 */
export function useRgStatus(options: { refetchOnMount?: 'always' } = {}) {
  const token = useToken();
  const api = useApiCall();
  return useQuery({ ...rgStatusQueryOptions(token, api), ...options });
}
