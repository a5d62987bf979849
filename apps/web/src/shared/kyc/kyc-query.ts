import { queryOptions } from '@tanstack/react-query';
import type { ApiCall } from '@/shared/api/client';
import { queryKeys } from '@/shared/queries/query-keys';

// Loaded on demand: the call definitions (and their schemas) stay out of the first chunk.
const load = () => import('./fetch-kyc');

/** The signed-in player's KYC record. */
export const kycQueryOptions = (token: string | null, api: ApiCall) =>
  queryOptions({
    queryKey: queryKeys.kyc(token),
    queryFn: async ({ signal }) => (await load()).fetchKyc(api, signal),
    enabled: token !== null,
    staleTime: 5_000,
  });
