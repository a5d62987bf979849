import { useCopy } from '@/shared/i18n/define-copy';
import { formatDateTime } from '@/shared/lib/format';
import { EmptyState } from '@/shared/ui/empty-state';
import { useRankHistory } from '../api/contest';
import { CONTEST_COPY } from '../copy';
import { formatDay, ordinal, peso } from '../lib/contest-format';
import { ColumnHeadings } from './column-headings';
import { RankHistoryFallback } from './rank-history-fallback';

/** A contest day ('2027-01-02') as its date; a full time as the spec's date format. */
const shownDate = (date: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) ? formatDay(date) : formatDateTime(date);

/** My Bonus History (spec 2.11): the caller's prizes as Bonus history rows, newest first. */
export function BonusHistory() {
  const COPY = useCopy(CONTEST_COPY);
  const history = useRankHistory();
  if (history.isError || !history.data) {
    return <RankHistoryFallback history={history} skeletons={['h-8', 'h-8']} />;
  }
  const rows = history.data.mine;
  if (rows.length === 0) return <EmptyState message={COPY.noBonusHistory} />;
  return (
    <table aria-label={COPY.myBonusHistory} className="w-full table-fixed text-sm">
      <ColumnHeadings
        columns={[
          { label: COPY.historyColumnDate },
          { label: COPY.historyColumnPosition, className: 'w-16' },
          { label: COPY.historyColumnBet, className: 'w-[26%] text-right' },
          { label: COPY.historyColumnBonus, className: 'w-[24%] text-right' },
        ]}
      />
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.date}:${row.position}`} className="border-t border-white/5">
            <td className="py-2 text-indigo-100">{shownDate(row.date)}</td>
            <td className="py-2 font-semibold text-white">{ordinal(row.position)}</td>
            <td className="truncate py-2 text-right text-indigo-100 tabular-nums">
              {peso(row.bet)}
            </td>
            <td className="truncate py-2 pl-2 text-right font-bold text-amber-300 tabular-nums">
              {peso(row.bonus)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
