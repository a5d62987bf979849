import {
  BONUS_TYPES,
  DEPOSIT_FILTER_STATUSES,
  TIME_FILTERS,
  WITHDRAW_STATUSES,
  type TimeFlag,
} from '@pisoplay/contract';
import type { TransactionTab } from '@/shared/config/paths';
import { STATUS_LABELS } from '../copy';

export const TRANSACTION_TABS = [
  'balance',
  'deposit',
  'withdraw',
  'bonus',
] as const satisfies readonly TransactionTab[];

export const isTransactionTab = (value: string | undefined): value is TransactionTab =>
  (TRANSACTION_TABS as readonly (string | undefined)[]).includes(value);

/** One choice of a list's type or status filter; '' is All (left out of the query). */
export type { FilterOption } from '@/shared/ui/filter-select';
import type { FilterOption } from '@/shared/ui/filter-select';

/** The status choices of the deposit and withdraw lists (spec 4.8). */
export const STATUS_FILTERS: Record<'deposit' | 'withdraw', FilterOption[]> = {
  deposit: DEPOSIT_FILTER_STATUSES.map((status) => ({
    value: status.toLowerCase(),
    label: STATUS_LABELS[status.toLowerCase() as keyof typeof STATUS_LABELS],
  })),
  withdraw: WITHDRAW_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
};

export const BONUS_FILTERS: FilterOption[] = Object.entries(BONUS_TYPES).map(([value, label]) => ({
  value,
  label,
}));

/** What a list shows: its filter ('' for All) and the time flag. */
export type RecordFilter = { filter: string; time: TimeFlag };

export const DEFAULT_TIME: TimeFlag = 0;

/** The filters live in the address (?filter=&time=); unknown values fall back to the defaults. */
export function readRecordFilter(search: URLSearchParams): RecordFilter {
  const time = Number(search.get('time'));
  const known = TIME_FILTERS.find((option) => option.value === time && search.get('time') !== null);
  return { filter: search.get('filter') ?? '', time: known ? known.value : DEFAULT_TIME };
}
