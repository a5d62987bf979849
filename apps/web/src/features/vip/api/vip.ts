import { useQuery } from '@tanstack/react-query';
import { calls } from '@pisoplay/contract';
import { useApiCall } from '@/shared/api/api-context';
import { queryKeys } from '@/shared/queries/query-keys';
import { useToken } from '@/shared/session/session-store';

// Under the player's finance data, so a sign-out drops it with the rest, and a money movement
// (which may bring XP and a level-up bonus) reads it again.
const vipKey = (token: string | null) => [...queryKeys.finance(token), 'vip'] as const;

/** GET /member/vip: the player's XP, level, progress, benefits and VIP bonuses. */
export function useVipStatus() {
  const token = useToken();
  const api = useApiCall();
  return useQuery({
    queryKey: [...vipKey(token), 'status'],
    queryFn: ({ signal }) => api(calls.vip, {}, { signal }),
    enabled: token !== null,
    staleTime: 0,
  });
}

/** GET /member/vip/rule: the five tiers and their levels (operator-editable, so not forever). */
export function useVipRule() {
  const token = useToken();
  const api = useApiCall();
  return useQuery({
    queryKey: [...vipKey(token), 'rule'],
    queryFn: ({ signal }) => api(calls.vipRule, {}, { signal }),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
}
