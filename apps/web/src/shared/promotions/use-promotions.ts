import { useQuery } from '@tanstack/react-query';
import { calls } from '@pisoplay/contract';
import { useApiCall } from '@/shared/api/api-context';
import { useLanguage } from '@/shared/i18n/language';

/** The running promotions (GET /promo/list), in banner order, titled in the player's language. */
export function usePromotions() {
  const api = useApiCall();
  const language = useLanguage();
  return useQuery({
    queryKey: ['promo', 'list', language],
    queryFn: ({ signal }) => api(calls.promoList, {}, { signal }),
    staleTime: 5 * 60_000,
  });
}
