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

/** The player's bonus grants, newest first; read again whenever the screen opens. */
const bonusGrantsQueryOptions = (token: string | null, api: ApiCall) =>
  queryOptions({
    queryKey: [...queryKeys.finance(token), 'bonus-grants'],
    queryFn: ({ signal }) => api(calls.bonusGrants, {}, { signal }),
    enabled: token !== null,
    staleTime: READ_THIS_VISIT_MS,
  });

export const useBonusGrants = () => useQuery(bonusGrantsQueryOptions(useToken(), useApiCall()));

/** /welfare: the grants. */
export const prefetchBonusGrants: ScreenPrefetch = (queryClient, token, api) =>
  prefetchAfresh(queryClient, bonusGrantsQueryOptions(token, api));
