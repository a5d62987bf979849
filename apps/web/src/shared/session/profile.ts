import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/shared/queries/query-keys';
import { useToken } from '@/shared/session/session-store';

export const profileQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: queryKeys.profile(token),
    // Loaded on demand: the call definitions (and their schemas) stay out of the first chunk.
    queryFn: async ({ signal }) => (await import('./fetch-profile')).fetchProfile(signal),
    enabled: token !== null,
    staleTime: 60_000,
  });

/** The signed-in player's profile; idle while anonymous. */
export function useProfile() {
  const token = useToken();
  return useQuery(profileQueryOptions(token));
}
