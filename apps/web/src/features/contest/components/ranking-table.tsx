import type { RankingRow } from '@pisoplay/contract';
import { useCopy } from '@/shared/i18n/define-copy';
import { cn } from '@/shared/lib/cn';
import { CONTEST_COPY } from '../copy';
import { ordinal, peso } from '../lib/contest-format';
import { ColumnHeadings } from './column-headings';

const MEDALS: Record<number, string> = {
  1: 'bg-gold-gradient text-ink-900',
  2: 'bg-slate-200 text-ink-900',
  3: 'bg-amber-700 text-white',
};

/** A place as a badge: the top three as medals. */
function PlaceBadge({ index }: { index: number }) {
  return (
    <span
      className={cn(
        'inline-grid h-5.5 min-w-8 place-items-center rounded-full px-1 text-[10px] font-extrabold tabular-nums',
        MEDALS[index] ?? 'bg-white/8 text-indigo-100',
      )}
    >
      {ordinal(index)}
    </span>
  );
}

type RankingTableProps = {
  rows: readonly RankingRow[];
  /** Names the table for screen readers. */
  label: string;
  /** The caller's place, marked 'You' in the list. */
  mine?: number | null;
  /** Keeps the column headings for screen readers only (the pinned row). */
  hideHeader?: boolean;
  className?: string;
};

/** Ranking rows of spec 3 (player, bet, bonus, index): place, masked player, stakes, prize. */
export function RankingTable({
  rows,
  label,
  mine,
  hideHeader = false,
  className,
}: RankingTableProps) {
  const COPY = useCopy(CONTEST_COPY);
  const columns = [
    { label: COPY.columnRank, className: 'pl-1' },
    { label: COPY.columnPlayer },
    { label: COPY.columnBet, className: 'text-right' },
    { label: COPY.columnBonus, className: 'pr-1.5 text-right' },
  ];
  return (
    <table aria-label={label} className={cn('w-full table-fixed text-xs', className)}>
      {/* Widths on columns, not on headings: the pinned row's headings are hidden. */}
      <colgroup>
        <col className="w-11" />
        <col />
        <col className="w-[25%]" />
        <col className="w-[27%]" />
      </colgroup>
      <ColumnHeadings columns={columns} className={cn(hideHeader && 'sr-only')} />
      <tbody>
        {rows.map((row) => {
          const own = mine === row.index;
          return (
            <tr
              key={row.index}
              aria-current={own ? 'true' : undefined}
              className={cn(
                'border-t border-white/5 first:border-t-0',
                own && 'bg-amber-300/10 outline outline-1 -outline-offset-1 outline-amber-300/40',
              )}
            >
              <td className="py-2 pl-1">
                <PlaceBadge index={row.index} />
              </td>
              <td className="py-2">
                <span className="flex min-w-0 items-center gap-1">
                  <span className="truncate font-medium text-white">{row.player}</span>
                  {own ? (
                    <span className="shrink-0 rounded-full bg-amber-300 px-1.5 text-[10px] leading-4 font-bold text-ink-900">
                      {COPY.you}
                    </span>
                  ) : null}
                </span>
              </td>
              <td className="truncate py-2 pl-1 text-right text-indigo-100 tabular-nums">
                {peso(row.bet)}
              </td>
              <td className="truncate py-2 pr-1.5 pl-1 text-right font-bold text-amber-300 tabular-nums">
                {peso(row.bonus)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
