import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/shared/queries/query-keys';
import { useToken } from '@/shared/session/session-store';

/**
 * The profile is read again this often while the page is visible, and when the player comes
 * back to it: how an open screen learns that the account was blocked (the server's 401
 * 'blocked') or its KYC status changed, without waiting for the player's next call.
 */
export const PROFILE_RECHECK_MS = 30_000;

export const profileQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: queryKeys.profile(token),
    // Loaded on demand: the call definitions (and their schemas) stay out of the first chunk.
    queryFn: async ({ signal }) => (await import('./fetch-profile')).fetchProfile(signal),
    enabled: token !== null,
    staleTime: PROFILE_RECHECK_MS,
    refetchInterval: PROFILE_RECHECK_MS,
    refetchOnWindowFocus: true,
  });

/** The signed-in player's profile; idle while anonymous. */
export function useProfile() {
  const token = useToken();
  return useQuery(profileQueryOptions(token));
}
