import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls } from '@pisoplay/contract';
import { apiCall } from '@/shared/api/client';
import { useToken } from '@/shared/session/session-store';

export const profileQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['profile', token],
    queryFn: ({ signal }) => apiCall(calls.memberDetail, {}, { signal }),
    enabled: token !== null,
    staleTime: 60_000,
  });

/** The signed-in player's profile; idle while anonymous. */
export function useProfile() {
  const token = useToken();
  return useQuery(profileQueryOptions(token));
}
