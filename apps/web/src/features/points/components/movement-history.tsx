import type { PointsMovement, PointsSummary } from '@pisoplay/contract';
import { useCopy } from '@/shared/i18n/define-copy';
import { cn } from '@/shared/lib/cn';
import { formatDateTime } from '@/shared/lib/format';
import { EmptyState } from '@/shared/ui/empty-state';
import { ChevronLeftIcon, ChevronRightIcon } from '@/shared/ui/icons';
import { SectionCard } from '@/shared/ui/section-card';
import { LoadingSkeletons } from '@/shared/ui/skeleton';
import { POINTS_PAGE_SIZE } from '../api/points';
import { POINTS_COPY } from '../copy';
import { formatPoints, signedPoints } from '../lib/points-format';

type MovementHistoryProps = {
  summary: PointsSummary | undefined;
  page: number;
  onPage: (page: number) => void;
  /** A page is loading while the previous one still shows. */
  busy: boolean;
  failed: boolean;
};

/** The text of each kind of movement, in the copy. */
const KIND_TEXTS = {
  bet: 'kindBet',
  void: 'kindVoid',
  exchange: 'kindExchange',
  refund: 'kindRefund',
} as const satisfies Record<PointsMovement['kind'], keyof (typeof POINTS_COPY)['source']>;

/** The movements of the player's points, newest first, in pages. */
export function MovementHistory({ summary, page, onPage, busy, failed }: MovementHistoryProps) {
  const COPY = useCopy(POINTS_COPY);
  const pages = summary ? Math.max(1, Math.ceil(summary.t / POINTS_PAGE_SIZE)) : 1;
  let body;
  if (!summary && failed) {
    body = <EmptyState tone="error" message={COPY.error} />;
  } else if (!summary) {
    body = (
      <LoadingSkeletons
        label={COPY.loading}
        blocks={['h-12', 'h-12']}
        className="flex flex-col gap-2"
      />
    );
  } else if (summary.d.length === 0) {
    body = <EmptyState message={COPY.historyEmpty} />;
  } else {
    body = (
      <ul
        aria-label={COPY.historyTitle}
        aria-busy={busy || undefined}
        className={cn('flex flex-col divide-y divide-white/5', busy && 'opacity-60')}
      >
        {summary.d.map((movement) => (
          <li key={movement.id} className="flex items-center justify-between gap-3 py-2.5">
            <div className="flex min-w-0 flex-col">
              <span className="text-sm font-semibold text-white">
                {COPY[KIND_TEXTS[movement.kind]]}
              </span>
              {movement.note ? (
                <span className="truncate text-xs text-indigo-200/75">{movement.note}</span>
              ) : null}
              <span className="text-[11px] text-indigo-200/70 tabular-nums">
                {formatDateTime(movement.created_at)}
              </span>
            </div>
            <div className="flex shrink-0 flex-col items-end">
              <span
                className={cn(
                  'text-sm font-bold tabular-nums',
                  movement.points >= 0 ? 'text-emerald-300' : 'text-rose-300',
                )}
              >
                {signedPoints(movement.points)}
              </span>
              <span className="text-[11px] text-indigo-200/60 tabular-nums">
                {COPY.balanceAfter({ count: formatPoints(movement.balance_after) })}
              </span>
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <SectionCard id="points-history" title={COPY.historyTitle} gap={2}>
      {body}
      {summary && pages > 1 ? (
        <nav aria-label={COPY.historyTitle} className="flex items-center justify-between pt-1">
          <button
            type="button"
            aria-label={COPY.previous}
            disabled={page <= 1 || busy}
            onClick={() => onPage(page - 1)}
            className="grid size-9 place-items-center rounded-full bg-white/8 text-indigo-100 hover:bg-white/12 disabled:opacity-35"
          >
            <ChevronLeftIcon className="size-5" />
          </button>
          <span className="text-xs text-indigo-200/75 tabular-nums">
            {COPY.page({ page, pages })}
          </span>
          <button
            type="button"
            aria-label={COPY.next}
            disabled={page >= pages || busy}
            onClick={() => onPage(page + 1)}
            className="grid size-9 place-items-center rounded-full bg-white/8 text-indigo-100 hover:bg-white/12 disabled:opacity-35"
          >
            <ChevronRightIcon className="size-5" />
          </button>
        </nav>
      ) : null}
    </SectionCard>
  );
}
