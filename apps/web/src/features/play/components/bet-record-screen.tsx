import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  amountToCentavos,
  CATEGORY_TITLES,
  centavosToAmount,
  TIME_FILTERS,
  type BetRecord,
} from '@pisoplay/contract';
import { LIST_COPY } from '@/shared/games/copy';
import { paths } from '@/shared/config/paths';
import { copyOf, useCopy } from '@/shared/i18n/define-copy';
import { cn } from '@/shared/lib/cn';
import { formatDateTime, formatPhp } from '@/shared/lib/format';
import { useNextPageOnScroll } from '@/shared/lib/use-load-more';
import { EmptyState, ErrorWithRetry } from '@/shared/ui/empty-state';
import { LoadMoreFooter } from '@/shared/ui/load-more-footer';
import { TitleBar } from '@/shared/ui/title-bar';
import { toast } from '@/shared/ui/toast/toast-store';
import { useBetRecords, type BetFilter } from '../api/play-api';
import { BET_FIELDS_COPY, PLAY_COPY } from '../copy';
import { BetFilters } from './bet-filters';

const DEFAULT_TIME = 7;

/** The filters live in the address (?type=&time=); unknown values fall back to the defaults. */
function readFilter(search: URLSearchParams): BetFilter {
  const time = Number(search.get('time') ?? DEFAULT_TIME);
  const type = search.get('type') ?? '';
  return {
    time: TIME_FILTERS.some((f) => f.value === time) ? time : DEFAULT_TIME,
    gameType: type in CATEGORY_TITLES ? type : '',
  };
}

const netTone = (net: string) => (Number(net) < 0 ? 'text-rose-300' : 'text-emerald-300');

function BetRow({ record }: { record: BetRecord }) {
  const FIELDS = useCopy(BET_FIELDS_COPY);
  return (
    <Link
      to={paths.betRecordDetail.getHref(record.id)}
      className="flex items-center justify-between gap-3 px-4 py-3 hover:bg-white/5"
    >
      <span className="min-w-0">
        <span className="block truncate text-sm font-semibold text-white">{record.game_name}</span>
        <span className="block text-xs text-indigo-200/60">
          {formatDateTime(record.settle_time)}
        </span>
      </span>
      <span className="shrink-0 text-right text-xs text-indigo-200/70">
        {FIELDS.bet} ₱{formatPhp(record.bet_amount)}
        <span className={cn('block text-sm font-bold', netTone(record.net_amount))}>
          {Number(record.net_amount) > 0 ? '+' : ''}
          {formatPhp(record.net_amount)}
        </span>
      </span>
    </Link>
  );
}

function Totals({ bt, wt }: { bt: string; wt: string }) {
  const COPY = useCopy(PLAY_COPY);
  // Centavos, so the difference of two amounts is exact.
  const netCentavos = (amountToCentavos(wt) ?? 0) - (amountToCentavos(bt) ?? 0);
  const net = centavosToAmount(netCentavos);
  const items = [
    { label: COPY.totalBet, value: `₱${formatPhp(bt)}`, tone: 'text-white' },
    { label: COPY.totalWin, value: `₱${formatPhp(wt)}`, tone: 'text-white' },
    {
      label: COPY.totalNet,
      value: `${netCentavos < 0 ? '-' : ''}₱${formatPhp(net.replace('-', ''))}`,
      tone: netTone(net),
    },
  ];
  return (
    <dl className="mx-4 mt-3 grid grid-cols-3 rounded-2xl bg-white/5 py-3 text-center ring-1 ring-white/10">
      {items.map((item) => (
        <div key={item.label}>
          <dt className="text-[11px] text-indigo-200/60">{item.label}</dt>
          <dd className={cn('text-sm font-bold tabular-nums', item.tone)}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function BetList({ filter }: { filter: BetFilter }) {
  const COPY = useCopy(PLAY_COPY);
  const LIST = useCopy(LIST_COPY);
  const query = useBetRecords(filter);
  const sentinel = useNextPageOnScroll(query);

  // Spec 8.2: a paged list failure shows the toast 'Error fetching data.'.
  useEffect(() => {
    if (query.errorUpdatedAt > 0) toast(copyOf(LIST_COPY).error, 'error');
  }, [query.errorUpdatedAt]);

  if (query.isPending) return <EmptyState message={LIST.loading} className="py-16" />;
  if (query.isError && !query.data) {
    return (
      <ErrorWithRetry
        message={LIST.error}
        retryLabel={LIST.retry}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const first = query.data.pages[0]!;
  const records = query.data.pages.flatMap((page) => page.d);
  return (
    <>
      <Totals bt={first.bt} wt={first.wt} />
      {records.length === 0 ? (
        <EmptyState message={LIST.empty} className="py-16" />
      ) : (
        <>
          <p className="px-4 pt-3 text-xs text-indigo-200/60">{COPY.records({ count: first.t })}</p>
          <ul aria-label={COPY.betRecord} className="mt-1 divide-y divide-white/5">
            {records.map((record) => (
              <li key={record.id}>
                <BetRow record={record} />
              </li>
            ))}
          </ul>
          <LoadMoreFooter sentinel={sentinel} query={query} copy={LIST} />
        </>
      )}
    </>
  );
}

/** /bet-record (spec 2.1): settled rounds with totals, filtered by game type and time. */
export function BetRecordScreen() {
  const COPY = useCopy(PLAY_COPY);
  const [search, setSearch] = useSearchParams();
  const filter = readFilter(search);
  const change = (next: BetFilter) => {
    const params = new URLSearchParams({ time: String(next.time) });
    if (next.gameType) params.set('type', next.gameType);
    setSearch(params, { replace: true });
  };
  return (
    <div className="flex flex-col pb-8">
      <TitleBar title={COPY.betRecord} backTo={paths.my.getHref()} />
      <BetFilters value={filter} onChange={change} />
      <BetList filter={filter} />
    </div>
  );
}
