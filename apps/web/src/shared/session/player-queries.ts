import { queryOptions } from '@tanstack/react-query';
import type { ApiCall } from '@/shared/api/client';
import { queryKeys } from '@/shared/queries/query-keys';

// Loaded on demand: the call definitions (and their schemas) stay out of the first chunk.
const load = () => import('./fetch-player');

/**
 * GET /finance/wallet under the one wallet key every balance reads. It is read again when the
 * window regains focus (a player back from the payment page) and after every money movement.
 */
export const walletQueryOptions = (token: string | null, api?: ApiCall) =>
  queryOptions({
    queryKey: queryKeys.wallet(token),
    queryFn: async ({ signal }) => (await load()).fetchWallet(signal, api),
    enabled: token !== null,
    staleTime: 30_000,
    refetchOnWindowFocus: 'always',
  });

/** GET /member/fav/list, page 1 of 1000 (spec 7.4). */
export const favoritesQueryOptions = (token: string | null, api?: ApiCall) =>
  queryOptions({
    queryKey: queryKeys.favorites(token),
    queryFn: async ({ signal }) => (await load()).fetchFavorites(signal, api),
    enabled: token !== null,
    staleTime: 30_000,
  });
