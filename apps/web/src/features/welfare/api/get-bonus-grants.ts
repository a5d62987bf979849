import { useQuery } from '@tanstack/react-query';
import { calls } from '@pisoplay/contract';
import { useApiCall } from '@/shared/api/api-context';
import { queryKeys } from '@/shared/queries/query-keys';
import { useToken } from '@/shared/session/session-store';

/** The player's bonus grants, newest first; read again whenever the screen opens. */
export function useBonusGrants() {
  const token = useToken();
  const api = useApiCall();
  return useQuery({
    queryKey: [...queryKeys.finance(token), 'bonus-grants'],
    queryFn: ({ signal }) => api(calls.bonusGrants, {}, { signal }),
    enabled: token !== null,
    staleTime: 0,
  });
}
