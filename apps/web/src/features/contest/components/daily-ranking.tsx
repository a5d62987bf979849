import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useCopy } from '@/shared/i18n/define-copy';
import { EmptyState } from '@/shared/ui/empty-state';
import { FilterSelect } from '@/shared/ui/filter-select';
import { useRankHistory } from '../api/contest';
import { CONTEST_COPY } from '../copy';
import { formatDay } from '../lib/contest-format';
import { RankHistoryFallback } from './rank-history-fallback';
import { RankingTable } from './ranking-table';

/**
 * The daily ranking (Time) of spec 2.11, opened by History: a closed day picked from the list
 * and its frozen ranking (the newest day first).
 */
export function DailyRanking() {
  const COPY = useCopy(CONTEST_COPY);
  const [date, setDate] = useState<string>();
  const history = useRankHistory(date, { placeholderData: keepPreviousData });
  if (history.isError || !history.data) {
    return <RankHistoryFallback history={history} skeletons={['h-10', 'h-40']} />;
  }
  const { days, rows } = history.data;
  if (days.length === 0) return <EmptyState message={COPY.noClosedDays} />;
  const shown = date ?? history.data.date ?? days[0] ?? '';
  return (
    <div className="flex flex-col gap-3" aria-busy={history.isPlaceholderData || undefined}>
      <FilterSelect
        label={COPY.time}
        value={shown}
        options={days.map((day) => ({ value: day, label: formatDay(day) }))}
        onChange={setDate}
      />
      {rows.length === 0 ? (
        <EmptyState message={COPY.noPlayers} />
      ) : (
        <RankingTable rows={rows} label={COPY.rankingOn({ day: formatDay(shown) })} />
      )}
    </div>
  );
}
