import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls, type Language } from '@pisoplay/contract';
import { useApiCall } from '@/shared/api/api-context';
import type { ApiCall } from '@/shared/api/client';
import { currentLanguage } from '@/shared/i18n/i18n';
import { useLanguage } from '@/shared/i18n/language';
import type { ScreenPrefetch } from '@/shared/queries/screen-data';

/** The running promotions (GET /promo/list), in banner order, titled in `language`. */
const promotionsQueryOptions = (api: ApiCall, language: Language) =>
  queryOptions({
    queryKey: ['promo', 'list', language],
    queryFn: ({ signal }) => api(calls.promoList, {}, { signal }),
    staleTime: 5 * 60_000,
  });

/** The running promotions in the player's language. */
export function usePromotions() {
  return useQuery(promotionsQueryOptions(useApiCall(), useLanguage()));
}

/** A promotion page's route: the promotions its opening banner comes from. */
export const prefetchPromotions: ScreenPrefetch = (queryClient, _token, api) =>
  queryClient.prefetchQuery(promotionsQueryOptions(api, currentLanguage()));
