import type { VipStatus } from '@pisoplay/contract';
import { copyOf, useCopy } from '@/shared/i18n/define-copy';
import { ErrorWithRetry } from '@/shared/ui/empty-state';
import { CrownIcon } from '@/shared/ui/extra-icons';
import { Skeleton } from '@/shared/ui/skeleton';
import { VIP_COPY } from '../copy';
import { formatXp, progressOf } from '../lib/vip-format';
import { ProgressRing } from './progress-ring';
import { VipBadge } from './vip-badge';

type StatusCardProps = {
  status: VipStatus | undefined;
  failed: boolean;
  onRetry: () => void;
};

/** The ring's accessible text: how far the player is to the next level, or at the top. */
export function progressLabel(status: VipStatus): string {
  const copy = copyOf(VIP_COPY);
  if (!status.next) return copy.topLevelLabel({ xp: formatXp(status.xp) });
  return copy.progressLabel({
    xp: formatXp(status.xp),
    target: formatXp(status.next.xp),
    level: status.next.level,
  });
}

/** The loaded card's parts at their sizes, while the status loads. */
function StatusSkeleton() {
  const COPY = useCopy(VIP_COPY);
  return (
    <div role="status" aria-label={COPY.loading} className="relative flex flex-col gap-3">
      <div className="flex items-center gap-3">
        <Skeleton className="size-16 rounded-full!" />
        <div className="flex flex-1 flex-col gap-1.5">
          <Skeleton className="h-4 w-20" />
          <Skeleton className="h-7 w-28" />
        </div>
      </div>
      <div className="flex items-center gap-4">
        <Skeleton className="size-28 rounded-full!" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-4 w-16" />
          <Skeleton className="h-9 w-32" />
          <Skeleton className="h-7 w-40" />
        </div>
      </div>
      <Skeleton className="h-8 w-full" />
    </div>
  );
}

/** The player's tier, level, XP and the ring of their progress to the next level. */
export function StatusCard({ status, failed, onRetry }: StatusCardProps) {
  const COPY = useCopy(VIP_COPY);
  let body;
  if (failed && !status) {
    body = <ErrorWithRetry message={COPY.error} retryLabel={COPY.retry} onRetry={onRetry} />;
  } else if (!status) {
    body = <StatusSkeleton />;
  } else {
    const next = status.next;
    body = (
      <div className="relative flex flex-col gap-3">
        <div className="flex items-center gap-3">
          <VipBadge
            img={status.current.img}
            alt={COPY.badge({ tier: status.tier, level: status.level })}
            className="size-16"
          />
          <h2 id="vip-status" className="flex min-w-0 flex-col">
            <span className="text-sm font-bold tracking-wide text-amber-300 uppercase">
              {status.tier}
            </span>{' '}
            <span className="text-2xl font-black text-white">
              {COPY.level({ level: status.level })}
            </span>
          </h2>
        </div>
        <div className="flex items-center gap-4">
          <ProgressRing
            percent={progressOf(status)}
            label={progressLabel(status)}
            caption={next ? COPY.ringCaption({ level: next.level }) : COPY.ringTop}
          />
          <div className="flex min-w-0 flex-col gap-1">
            <span id="vip-xp" className="text-xs font-semibold text-indigo-100/80">
              {COPY.yourXp}
            </span>
            <p
              role="status"
              aria-labelledby="vip-xp"
              className="text-gold-gradient text-3xl font-black tabular-nums"
            >
              {COPY.xp({ xp: formatXp(status.xp) })}
            </p>
            <p className="w-fit rounded-full bg-white/8 px-3 py-1 text-xs font-semibold text-indigo-50 ring-1 ring-white/10">
              {next && status.xp_to_next !== null
                ? COPY.toGo({ xp: formatXp(status.xp_to_next), level: next.level })
                : COPY.topLevel}
            </p>
          </div>
        </div>
      </div>
    );
  }
  return (
    <section
      aria-labelledby="vip-status"
      className="relative flex flex-col gap-3 overflow-hidden rounded-2xl bg-gradient-to-br from-ink-600 via-ink-700 to-ink-800 p-4 ring-1 ring-amber-300/25"
    >
      {status ? null : (
        <h2 id="vip-status" className="sr-only">
          {COPY.statusTitle}
        </h2>
      )}
      <CrownIcon
        aria-hidden="true"
        className="pointer-events-none absolute -top-4 -right-4 size-32 text-amber-300/10"
      />
      {body}
    </section>
  );
}
