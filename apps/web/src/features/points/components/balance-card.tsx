import type { PointsSummary } from '@pisoplay/contract';
import { useCopy } from '@/shared/i18n/define-copy';
import { ErrorWithRetry } from '@/shared/ui/empty-state';
import { CoinsIcon } from '@/shared/ui/icons';
import { Skeleton } from '@/shared/ui/skeleton';
import { POINTS_COPY } from '../copy';
import { formatPoints } from '../lib/points-format';

type BalanceCardProps = {
  summary: PointsSummary | undefined;
  failed: boolean;
  onRetry: () => void;
};

/** The game types that earn points (the server's rates): six, as seeded. */
const RATES_WHILE_LOADING = 6;

function RateTile({ name, rate }: { name: string; rate: string }) {
  return (
    <li className="flex flex-col rounded-lg bg-white/6 px-2.5 py-1.5 ring-1 ring-white/8">
      <span className="text-xs font-semibold text-white">{name}</span>
      <span className="text-[11px] text-indigo-200/75 tabular-nums">{rate}</span>
    </li>
  );
}

/** The balance, large, and the earning rates per game type. */
export function BalanceCard({ summary, failed, onRetry }: BalanceCardProps) {
  const COPY = useCopy(POINTS_COPY);
  return (
    <section
      aria-labelledby="points-balance"
      className="relative flex flex-col gap-4 overflow-hidden rounded-2xl bg-gradient-to-br from-ink-600 via-ink-700 to-ink-800 p-4 ring-1 ring-amber-300/25"
    >
      <CoinsIcon
        aria-hidden="true"
        className="pointer-events-none absolute -top-4 -right-4 size-32 text-amber-300/10"
      />
      <div className="relative flex flex-col gap-1">
        <h2 id="points-balance" className="text-sm font-semibold text-indigo-100/85">
          {COPY.balance}
        </h2>
        {failed && !summary ? (
          <ErrorWithRetry message={COPY.error} retryLabel={COPY.retry} onRetry={onRetry} />
        ) : summary ? (
          <p
            role="status"
            aria-labelledby="points-balance"
            className="flex items-baseline gap-2 text-white"
          >
            <span className="text-gold-gradient text-4xl font-black tabular-nums">
              {formatPoints(summary.balance)}
            </span>
            <span className="text-sm font-semibold text-indigo-100/80">{COPY.unit}</span>
          </p>
        ) : (
          <Skeleton className="h-10 w-40" />
        )}
      </div>
      <div className="relative flex flex-col gap-2 rounded-xl bg-ink-950/40 p-3">
        <h3 id="points-rates" className="text-xs font-bold text-amber-300">
          {COPY.ratesTitle}
        </h3>
        {summary ? (
          <ul key="rates" aria-labelledby="points-rates" className="grid grid-cols-2 gap-1.5">
            {summary.rates.map((rate) => (
              <RateTile
                key={rate.game_type}
                name={rate.name}
                rate={COPY.rate({ points: rate.points_per_100 })}
              />
            ))}
          </ul>
        ) : (
          // Tiles of the same size while loading, so nothing below moves when the rates arrive.
          <ul key="loading" aria-hidden="true" className="grid animate-pulse grid-cols-2 gap-1.5">
            {Array.from({ length: RATES_WHILE_LOADING }, (_, i) => (
              <RateTile key={i} name={'\u00a0'} rate={'\u00a0'} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
