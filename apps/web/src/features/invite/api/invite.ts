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

/** GET /member/invite (which pays owed rewards first): read again whenever the screen opens. */
const inviteQueryOptions = (token: string | null, api: ApiCall) =>
  queryOptions({
    queryKey: [...queryKeys.finance(token), 'invite'],
    queryFn: ({ signal }) => api(calls.invite, {}, { signal }),
    enabled: token !== null,
    staleTime: READ_THIS_VISIT_MS,
  });

export const useInvite = () => useQuery(inviteQueryOptions(useToken(), useApiCall()));

/** /invite: the code, the invitees and the rewards. */
export const prefetchInvite: ScreenPrefetch = (queryClient, token, api) =>
  prefetchAfresh(queryClient, inviteQueryOptions(token, api));
