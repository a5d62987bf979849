import { queryOptions } from '@tanstack/react-query';

/**
 * Query keys that hold the signed-in player's data. They are fetched when a token is set and
 * removed when it is cleared (spec 4.4).
 */
export const PLAYER_QUERY_ROOTS = ['profile', 'wallet', 'favorites', 'kyc'] as const;

export const isPlayerQueryKey = (key: readonly unknown[]): boolean =>
  (PLAYER_QUERY_ROOTS as readonly unknown[]).includes(key[0]);

// Loaded on demand: the call definitions (and their schemas) stay out of the first chunk.
const load = () => import('./fetch-player');

/** GET /finance/wallet (its server module is a later issue; a failure is harmless). */
export const walletQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['wallet', token],
    queryFn: async ({ signal }) => (await load()).fetchWallet(signal),
    enabled: token !== null,
    staleTime: 30_000,
  });

/** GET /member/fav/list, page 1 of 1000 (spec 7.4). */
export const favoritesQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['favorites', token],
    queryFn: async ({ signal }) => (await load()).fetchFavorites(signal),
    enabled: token !== null,
    staleTime: 30_000,
  });
