import {
  BONUS_TYPES,
  CASH_TYPE_NAMES,
  DEPOSIT_FILTER_STATUSES,
  TIME_FILTERS,
  WITHDRAW_STATUSES,
  type CashType,
  type TimeFlag,
} from '@pisoplay/contract';
import type { TransactionTab } from '@/shared/config/paths';
import type { Copy } from '@/shared/i18n/define-copy';
import { localizeMessage } from '@/shared/i18n/i18n';
import type { STATUS_LABELS, TIME_FILTER_COPY, TRANSACTIONS_COPY } from '../copy';

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

type TransactionsCopy = Copy<(typeof TRANSACTIONS_COPY)['source']>;
type StatusLabels = Copy<(typeof STATUS_LABELS)['source']>;
type TimeFilterNames = Copy<(typeof TIME_FILTER_COPY)['source']>;

/** A tab's name ('Deposit'), in the language of `copy`. */
export function tabName(copy: TransactionsCopy, tab: TransactionTab): string {
  const names = {
    balance: copy.tabBalance,
    deposit: copy.tabDeposit,
    withdraw: copy.tabWithdraw,
    bonus: copy.tabBonus,
  };
  return names[tab];
}

/** A tab's page title ('Deposit Records'), in the language of `copy`. */
export function tabTitle(copy: TransactionsCopy, tab: TransactionTab): string {
  const titles = {
    balance: copy.titleBalance,
    deposit: copy.titleDeposit,
    withdraw: copy.titleWithdraw,
    bonus: copy.titleBonus,
  };
  return titles[tab];
}

/** The status choices of the deposit and withdraw lists (spec 4.8), named in `labels`. */
export function statusFilters(tab: 'deposit' | 'withdraw', labels: StatusLabels): FilterOption[] {
  return tab === 'deposit'
    ? DEPOSIT_FILTER_STATUSES.map((status) => ({
        value: status.toLowerCase(),
        label: labels[status.toLowerCase() as keyof StatusLabels],
      }))
    : WITHDRAW_STATUSES.map((status) => ({ value: status, label: labels[status] }));
}

/**
 * A kind of balance movement's name (the contract's CASH_TYPE_NAMES, which the server also sends
 * as a record's name), in the current language; undefined for a code the contract does not name.
 */
export function cashTypeName(cashType: number): string | undefined {
  const name = CASH_TYPE_NAMES[cashType as CashType] as string | undefined;
  return name === undefined ? undefined : localizeMessage(name);
}

/** The type choices of the bonus list (spec 4.8). */
export const bonusFilters = (): FilterOption[] =>
  Object.entries(BONUS_TYPES).map(([value, label]) => ({
    value,
    label: cashTypeName(Number(value)) ?? label,
  }));

/** The time filters of spec 9 as options, named in `names`. */
export const timeFilterOptions = (names: TimeFilterNames): FilterOption[] =>
  TIME_FILTERS.map(({ value }) => ({ value: String(value), label: names[`time${value}`] }));

/** What a list shows: its filter ('' for All) and the time flag. */
export type RecordFilter = { filter: string; time: TimeFlag };

export const DEFAULT_TIME: TimeFlag = 0;

/** The filters live in the address (?filter=&time=); unknown values fall back to the defaults. */
export function readRecordFilter(search: URLSearchParams): RecordFilter {
  const time = Number(search.get('time'));
  const known = TIME_FILTERS.find((option) => option.value === time && search.get('time') !== null);
  return { filter: search.get('filter') ?? '', time: known ? known.value : DEFAULT_TIME };
}
