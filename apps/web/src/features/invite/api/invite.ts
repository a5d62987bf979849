import { useQuery } from '@tanstack/react-query';
import { calls } from '@pisoplay/contract';
import { useApiCall } from '@/shared/api/api-context';
import { queryKeys } from '@/shared/queries/query-keys';
import { useToken } from '@/shared/session/session-store';

/** GET /member/invite (which pays owed rewards first): read again whenever the screen opens. */
export function useInvite() {
  const token = useToken();
  const api = useApiCall();
  return useQuery({
    queryKey: [...queryKeys.finance(token), 'invite'],
    queryFn: ({ signal }) => api(calls.invite, {}, { signal }),
    enabled: token !== null,
    staleTime: 0,
  });
}
