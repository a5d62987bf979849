import { useEffect } from 'react';
import type { TransactionTab } from '@/shared/config/paths';
import { copyOf, useCopy } from '@/shared/i18n/define-copy';
import { useNextPageOnScroll } from '@/shared/lib/use-load-more';
import { LoadMoreFooter } from '@/shared/ui/load-more-footer';
import { EmptyState, ErrorWithRetry } from '@/shared/ui/empty-state';
import { Skeleton } from '@/shared/ui/skeleton';
import { toast } from '@/shared/ui/toast/toast-store';
import { useRecords } from '../api/get-records';
import { TRANSACTIONS_COPY } from '../copy';
import { tabName } from '../lib/record-filters';
import type { RecordFilter } from '../lib/record-filters';
import { RecordRow } from './record-row';

const LIST =
  'mx-4 divide-y divide-white/5 overflow-hidden rounded-2xl bg-white/5 ring-1 ring-white/10';

/** An infinite records list: placeholders, rows, the next page near the end (spec 4.7). */
export function RecordList({ tab, filter }: { tab: TransactionTab; filter: RecordFilter }) {
  const COPY = useCopy(TRANSACTIONS_COPY);
  const query = useRecords(tab, filter, true);
  const sentinel = useNextPageOnScroll(query);

  // Spec 8.2: a paged list failure shows the toast 'Error fetching data.'.
  useEffect(() => {
    if (query.errorUpdatedAt > 0) toast(copyOf(TRANSACTIONS_COPY).error, 'error');
  }, [query.errorUpdatedAt]);

  if (query.isPending) {
    return (
      <div aria-busy="true" className={LIST}>
        <p className="sr-only">{COPY.loading}</p>
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className="flex items-center gap-3 px-4 py-3">
            <div className="flex flex-1 flex-col gap-1.5">
              <Skeleton className="h-4 w-28" />
              <Skeleton className="h-3 w-36" />
            </div>
            <Skeleton className="h-4 w-16" />
          </div>
        ))}
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <ErrorWithRetry
        message={COPY.error}
        retryLabel={COPY.retry}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const rows = query.data.pages.flat();
  if (rows.length === 0) return <EmptyState message={COPY.empty} className="py-16" />;
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label={COPY.listLabel({ tab: tabName(COPY, tab) })} className={LIST}>
        {rows.map((row) => (
          <li key={`${row.kind}-${row.item.id}`}>
            <RecordRow row={row} />
          </li>
        ))}
      </ul>
      <LoadMoreFooter sentinel={sentinel} query={query} copy={COPY} />
    </div>
  );
}
