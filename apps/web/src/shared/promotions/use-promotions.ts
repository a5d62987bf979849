import { useQuery } from '@tanstack/react-query';
import { calls } from '@pisoplay/contract';
import { useApiCall } from '@/shared/api/api-context';

/** The running promotions (GET /promo/list), in banner order. */
export function usePromotions() {
  const api = useApiCall();
  return useQuery({
    queryKey: ['promo', 'list'],
    queryFn: ({ signal }) => api(calls.promoList, {}, { signal }),
    staleTime: 5 * 60_000,
  });
}
