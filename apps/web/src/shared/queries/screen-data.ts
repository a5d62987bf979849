import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { ApiCall } from '@/shared/api/client';

/**
 * A screen's data is read on every visit, and a visit starts the screen's calls in its route's
 * loader (app/routes/screen-data.ts), before the screen renders. A reply this recent is that
 * visit's: the screen's hooks do not ask again as it mounts.
 */
export const READ_THIS_VISIT_MS = 5_000;

/**
 * Starts the calls a screen's first frame shows, with the query options its hooks use; resolves
 * once they have answered (a failure included: the screen shows it). Exported by a feature's
 * `api/` module for its route.
 */
export type ScreenPrefetch = (
  queryClient: QueryClient,
  token: string,
  api: ApiCall,
) => Promise<unknown>;

/**
 * Starts a call its screen reads afresh on every visit (its query's staleTime is
 * READ_THIS_VISIT_MS): asked again whatever the cache holds, so what the player sees on entering
 * is never an earlier visit's.
 */
export const prefetchAfresh = <T, K extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<void> => queryClient.prefetchQuery({ ...options, staleTime: 0 });

/** A screen's calls that come from more than one feature: all started, resolved once all have. */
export const prefetchAll =
  (...prefetches: ScreenPrefetch[]): ScreenPrefetch =>
  (queryClient, token, api) =>
    Promise.all(prefetches.map((prefetch) => prefetch(queryClient, token, api)));
