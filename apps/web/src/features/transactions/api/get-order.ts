import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { calls, type DepositDetail, type WithdrawDetail } from '@pisoplay/contract';
import { useApiCall } from '@/shared/api/api-context';
import { queryKeys } from '@/shared/queries/query-keys';
import { useToken } from '@/shared/session/session-store';

export type OrderType = 'deposit' | 'withdraw';
export type OrderDetail = DepositDetail | WithdrawDetail;

/** The page asks again this often while the order can still change. */
export const ORDER_POLL_MS = 2_000;

/** Statuses after which an order no longer changes. */
const FINAL = new Set<OrderDetail['status']>(['completed', 'canceled', 'timeout']);
export const isFinalStatus = (status: OrderDetail['status']): boolean => FINAL.has(status);

/**
 * One deposit or withdrawal, read again every 2 s until it is final; when it becomes final the
 * wallet and the records are read again, so every balance on screen follows.
 */
export function useOrder(type: OrderType, id: number, enabled: boolean) {
  const token = useToken();
  const api = useApiCall();
  const queryClient = useQueryClient();
  const order = useQuery({
    queryKey: [...queryKeys.finance(token), 'order', type, id],
    queryFn: ({ signal }): Promise<OrderDetail> =>
      type === 'deposit'
        ? api(calls.depositDetail, { id }, { signal })
        : api(calls.withdrawDetail, { id }, { signal }),
    enabled: enabled && token !== null,
    staleTime: 0,
    refetchInterval: ({ state }) => {
      if (state.data) return isFinalStatus(state.data.status) ? false : ORDER_POLL_MS;
      return state.status === 'error' ? false : ORDER_POLL_MS;
    },
  });

  const status = order.data?.status;
  useEffect(() => {
    if (!status || !isFinalStatus(status)) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.wallets() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.financeRecords(token) });
  }, [queryClient, status, token]);
  return order;
}
