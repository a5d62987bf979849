import { useCallback } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BOX_PID, calls } from '@pisoplay/contract';
import { useApiCall } from '@/shared/api/api-context';
import type { ApiCall } from '@/shared/api/client';
import { queryKeys } from '@/shared/queries/query-keys';
import {
  prefetchAfresh,
  READ_THIS_VISIT_MS,
  type ScreenPrefetch,
} from '@/shared/queries/screen-data';
import { useToken } from '@/shared/session/session-store';
import { philippineMonth } from '../lib/offered-boxes';

/**
 * Under the wallet's key: whatever moves the wallet (a deposit, a round) may owe a box, and every
 * such change reads the wallet again.
 */
const boxesKey = (token: string | null) =>
  [...queryKeys.wallets(), 'mystery-boxes', token] as const;

/** This month's boxes (the server issues those the rules owe first). */
const mysteryBoxesQueryOptions = (token: string | null, api: ApiCall) =>
  queryOptions({
    queryKey: boxesKey(token),
    queryFn: ({ signal }) =>
      api(calls.blindboxDetail, { pid: BOX_PID, ym: philippineMonth() }, { signal }),
    enabled: token !== null,
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });

export const useMysteryBoxes = () => useQuery(mysteryBoxesQueryOptions(useToken(), useApiCall()));

/** Boxes and wallet read again: after an opening is shown, or a countdown ends. */
export function useRefreshBoxes() {
  const token = useToken();
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.wallets() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.finance(token) });
  }, [queryClient, token]);
}

/** Opens a box: its prize. */
export function useClaimBox() {
  const api = useApiCall();
  return useMutation({
    mutationFn: (boxId: number) => api(calls.blindboxClaim, { box_id: boxId, pid: BOX_PID }),
  });
}

/** The boxes the player opened, newest first. */
const openedBoxesQueryOptions = (token: string | null, api: ApiCall) =>
  queryOptions({
    queryKey: [...boxesKey(token), 'opened'],
    queryFn: ({ signal }) => api(calls.blindboxBonus, { page: 1, page_size: 50 }, { signal }),
    enabled: token !== null,
    staleTime: READ_THIS_VISIT_MS,
  });

/** The published odds table (the same for everyone). */
const boxOddsQueryOptions = (api: ApiCall) =>
  queryOptions({
    queryKey: ['promo', 'box-odds'],
    queryFn: ({ signal }) => api(calls.blindboxOdds, {}, { signal }),
    staleTime: 5 * 60_000,
  });

export const useOpenedBoxes = () => useQuery(openedBoxesQueryOptions(useToken(), useApiCall()));

export const useBoxOdds = () => useQuery(boxOddsQueryOptions(useApiCall()));

/** /blind-box: this month's boxes, the opened ones and the odds. */
export const prefetchBlindBox: ScreenPrefetch = (queryClient, token, api) =>
  Promise.all([
    queryClient.prefetchQuery(mysteryBoxesQueryOptions(token, api)),
    prefetchAfresh(queryClient, openedBoxesQueryOptions(token, api)),
    queryClient.prefetchQuery(boxOddsQueryOptions(api)),
  ]);
