import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@/shared/queries/query-keys';

// Loaded on demand: the call definitions (and their schemas) stay out of the first chunk.
const load = () => import('./fetch-player');

/** GET /finance/wallet (its server module is a later issue; a failure is harmless). */
export const walletQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: queryKeys.wallet(token),
    queryFn: async ({ signal }) => (await load()).fetchWallet(signal),
    enabled: token !== null,
    staleTime: 30_000,
  });

/** GET /member/fav/list, page 1 of 1000 (spec 7.4). */
export const favoritesQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: queryKeys.favorites(token),
    queryFn: async ({ signal }) => (await load()).fetchFavorites(signal),
    enabled: token !== null,
    staleTime: 30_000,
  });
