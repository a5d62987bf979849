import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BOX_PID, calls } from '@pisoplay/contract';
import { useApiCall } from '@/shared/api/api-context';
import { queryKeys } from '@/shared/queries/query-keys';
import { useToken } from '@/shared/session/session-store';
import { philippineMonth } from '../lib/offered-boxes';

/**
 * Under the wallet's key: whatever moves the wallet (a deposit, a round) may owe a box, and every
 * such change reads the wallet again.
 */
const boxesKey = (token: string | null) =>
  [...queryKeys.wallets(), 'mystery-boxes', token] as const;

/** This month's boxes (the server issues those the rules owe first). */
export function useMysteryBoxes() {
  const token = useToken();
  const api = useApiCall();
  return useQuery({
    queryKey: boxesKey(token),
    queryFn: ({ signal }) =>
      api(calls.blindboxDetail, { pid: BOX_PID, ym: philippineMonth() }, { signal }),
    enabled: token !== null,
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
}

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

export function useOpenedBoxes() {
  const token = useToken();
  const api = useApiCall();
  return useQuery({
    queryKey: [...boxesKey(token), 'opened'],
    queryFn: ({ signal }) => api(calls.blindboxBonus, { page: 1, page_size: 50 }, { signal }),
    enabled: token !== null,
  });
}

export function useBoxOdds() {
  const api = useApiCall();
  return useQuery({
    queryKey: ['promo', 'box-odds'],
    queryFn: ({ signal }) => api(calls.blindboxOdds, {}, { signal }),
    staleTime: 5 * 60_000,
  });
}
