import { Link, useSearchParams } from 'react-router';
import { paths, type TransactionTab } from '@/shared/config/paths';
import { useCopy } from '@/shared/i18n/define-copy';
import { cn } from '@/shared/lib/cn';
import { EmptyState } from '@/shared/ui/empty-state';
import { TitleBar } from '@/shared/ui/title-bar';
import { useTransactionTypes } from '../api/get-records';
import { STATUS_LABELS, TRANSACTIONS_COPY } from '../copy';
import {
  TRANSACTION_TABS,
  bonusFilters,
  cashTypeName,
  readRecordFilter,
  statusFilters,
  tabName,
  tabTitle,
  type FilterOption,
  type RecordFilter,
} from '../lib/record-filters';
import { useRecordsAccess } from '../lib/use-records-access';
import { RecordFilters } from './record-filters';
import { RecordList } from './record-list';

/** The type choices of a tab: statuses for deposits and withdrawals (spec 4.8), else kinds. */
function useFilterOptions(tab: TransactionTab, allowed: boolean): FilterOption[] {
  const types = useTransactionTypes(allowed && tab === 'balance');
  const statuses = useCopy(STATUS_LABELS);
  if (tab === 'deposit' || tab === 'withdraw') return statusFilters(tab, statuses);
  if (tab === 'bonus') return bonusFilters();
  return (types.data ?? []).map((type) => ({
    value: String(type.cash_type),
    label: cashTypeName(type.cash_type) || type.name,
  }));
}

/** /s-transaction/{tab} (spec 2.10): tabs, a type and a time filter, and the infinite list. */
export function TransactionsScreen({ tab }: { tab: TransactionTab }) {
  const COPY = useCopy(TRANSACTIONS_COPY);
  const access = useRecordsAccess();
  const [search, setSearch] = useSearchParams();
  const filter = readRecordFilter(search);
  const options = useFilterOptions(tab, access === 'allowed');
  const statusTab = tab === 'deposit' || tab === 'withdraw';

  const change = (next: RecordFilter) => {
    const params = new URLSearchParams();
    if (next.filter) params.set('filter', next.filter);
    params.set('time', String(next.time));
    setSearch(params, { replace: true });
  };

  return (
    <div className="flex flex-col pb-8">
      <TitleBar title={tabTitle(COPY, tab)} backTo={paths.my.getHref()} />
      <nav aria-label={COPY.tabsLabel} className="flex gap-1 px-4 pt-3">
        {TRANSACTION_TABS.map((item) => (
          <Link
            key={item}
            to={paths.transactionTab.getHref(item)}
            replace
            aria-current={item === tab ? 'page' : undefined}
            className={cn(
              'flex h-9 flex-1 items-center justify-center rounded-full text-sm font-semibold transition',
              item === tab
                ? 'bg-gold-gradient text-ink-900'
                : 'bg-white/5 text-indigo-100/80 hover:bg-white/10',
            )}
          >
            {tabName(COPY, item)}
          </Link>
        ))}
      </nav>
      {access === 'denied' ? (
        <EmptyState
          message={COPY.recordsLocked}
          className="py-16"
          action={
            <Link
              to={paths.kyc.getHref()}
              className="bg-gold-gradient mt-2 rounded-full px-5 py-2 text-sm font-bold text-ink-900"
            >
              {COPY.goToKyc}
            </Link>
          }
        />
      ) : (
        <>
          <RecordFilters
            filterLabel={statusTab ? COPY.statusFilter : COPY.typeFilter}
            options={options}
            value={filter}
            onChange={change}
          />
          <div className="pt-3">
            {access === 'allowed' ? (
              <RecordList key={tab} tab={tab} filter={filter} />
            ) : (
              <p aria-busy="true" className="py-16 text-center text-sm text-indigo-200/60">
                {COPY.loading}
              </p>
            )}
          </div>
        </>
      )}
    </div>
  );
}
