import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  TRANSACTION_PAGE_SIZE,
  calls,
  type BonusRecord,
  type DepositItem,
  type TransactionRecord,
  type WithdrawItem,
} from '@pisoplay/contract';
import { useApiCall } from '@/shared/api/api-context';
import type { ApiCall } from '@/shared/api/client';
import type { TransactionTab } from '@/shared/config/paths';
import { queryKeys } from '@/shared/queries/query-keys';
import { useToken } from '@/shared/session/session-store';
import type { RecordFilter } from '../lib/record-filters';

/** One row of a records list, by tab. */
export type RecordRow =
  | { kind: 'balance'; item: TransactionRecord }
  | { kind: 'deposit'; item: DepositItem }
  | { kind: 'withdraw'; item: WithdrawItem }
  | { kind: 'bonus'; item: BonusRecord };

/** A numeric filter value ('' is All, left out of the query: spec 7.4). */
const asNumber = (value: string): number | undefined => (value ? Number(value) : undefined);
const asText = (value: string): string | undefined => value || undefined;

async function fetchPage(
  api: ApiCall,
  tab: TransactionTab,
  { filter, time }: RecordFilter,
  page: number,
  signal: AbortSignal,
): Promise<RecordRow[]> {
  const base = { page, page_size: TRANSACTION_PAGE_SIZE, time_flag: time };
  switch (tab) {
    case 'balance': {
      const reply = await api(
        calls.transactionList,
        { ...base, type: asNumber(filter) },
        { signal },
      );
      return reply.d.map((item) => ({ kind: 'balance', item }));
    }
    case 'deposit': {
      const reply = await api(calls.depositList, { ...base, status: asText(filter) }, { signal });
      return reply.d.map((item) => ({ kind: 'deposit', item }));
    }
    case 'withdraw': {
      const status = asText(filter) as WithdrawItem['status'] | undefined;
      const reply = await api(calls.withdrawList, { ...base, status }, { signal });
      return reply.d.map((item) => ({ kind: 'withdraw', item }));
    }
    case 'bonus': {
      const reply = await api(
        calls.bonusTransactions,
        { ...base, type: asNumber(filter) },
        { signal },
      );
      return reply.d.map((item) => ({ kind: 'bonus', item }));
    }
  }
}

/** A records list in pages of 10; there is a next page while the last came back full (4.7). */
export function useRecords(tab: TransactionTab, filter: RecordFilter, enabled: boolean) {
  const token = useToken();
  const api = useApiCall();
  return useInfiniteQuery({
    queryKey: [...queryKeys.financeRecords(token), tab, filter.filter, filter.time],
    queryFn: ({ pageParam, signal }) => fetchPage(api, tab, filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastParam) =>
      last.length >= TRANSACTION_PAGE_SIZE ? lastParam + 1 : undefined,
    enabled: enabled && token !== null,
  });
}

/** The kinds of balance movement, for the balance list's type filter. */
export function useTransactionTypes(enabled: boolean) {
  const token = useToken();
  const api = useApiCall();
  return useQuery({
    queryKey: [...queryKeys.finance(token), 'transaction-types'],
    queryFn: ({ signal }) => api(calls.transactionTypes, {}, { signal }),
    enabled: enabled && token !== null,
    staleTime: Infinity,
  });
}
