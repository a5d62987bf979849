import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls } from '@pisoplay/contract';
import { useApiCall } from '@/shared/api/api-context';
import type { ApiCall } from '@/shared/api/client';
import { queryKeys } from '@/shared/queries/query-keys';
import {
  prefetchAfresh,
  READ_THIS_VISIT_MS,
  type ScreenPrefetch,
} from '@/shared/queries/screen-data';
import { useToken } from '@/shared/session/session-store';

// Under the player's finance data, so a sign-out drops it with the rest, and a money movement
// (which may bring XP and a level-up bonus) reads it again.
const vipKey = (token: string | null) => [...queryKeys.finance(token), 'vip'] as const;

/** GET /member/vip: the player's XP, level, progress, benefits and VIP bonuses. */
const vipStatusQueryOptions = (token: string | null, api: ApiCall) =>
  queryOptions({
    queryKey: [...vipKey(token), 'status'],
    queryFn: ({ signal }) => api(calls.vip, {}, { signal }),
    enabled: token !== null,
    staleTime: READ_THIS_VISIT_MS,
  });

/** GET /member/vip/rule: the five tiers and their levels (operator-editable, so not forever). */
const vipRuleQueryOptions = (token: string | null, api: ApiCall) =>
  queryOptions({
    queryKey: [...vipKey(token), 'rule'],
    queryFn: ({ signal }) => api(calls.vipRule, {}, { signal }),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });

export const useVipStatus = () => useQuery(vipStatusQueryOptions(useToken(), useApiCall()));

export const useVipRule = () => useQuery(vipRuleQueryOptions(useToken(), useApiCall()));

/** /s-vip and /s-vip/level-system: the status and the rule. */
export const prefetchVip: ScreenPrefetch = (queryClient, token, api) =>
  Promise.all([
    prefetchAfresh(queryClient, vipStatusQueryOptions(token, api)),
    queryClient.prefetchQuery(vipRuleQueryOptions(token, api)),
  ]);
