import { Link } from 'react-router';
import { CONTEST_MESSAGES, CONTEST_TOP, GAME_TYPES, type ContestToday } from '@pisoplay/contract';
import { categoryHref } from '@/shared/games/categories';
import { useCopy } from '@/shared/i18n/define-copy';
import { formatDateTime } from '@/shared/lib/format';
import { ErrorWithRetry, EmptyState } from '@/shared/ui/empty-state';
import { ReceiptIcon } from '@/shared/ui/extra-icons';
import { ChevronRightIcon, CherryIcon, TrophyIcon } from '@/shared/ui/icons';
import { useModal } from '@/shared/ui/modal/modal-context';
import { PageLead } from '@/shared/ui/page-lead';
import { LoadingSkeletons, Skeleton } from '@/shared/ui/skeleton';
import { TitleBar } from '@/shared/ui/title-bar';
import { useRankToday } from '../api/contest';
import { CONTEST_COPY } from '../copy';
import { peso } from '../lib/contest-format';
import { BonusHistory } from './bonus-history';
import { ContestCountdown } from './contest-countdown';
import { ContestRules } from './contest-rules';
import { DailyRanking } from './daily-ranking';
import { RankingCarousel } from './ranking-carousel';
import { RankingTable } from './ranking-table';

type Today = ReturnType<typeof useRankToday>;

/** Opens the screen's panels in the modal layer, as bottom sheets. */
function usePanels() {
  const COPY = useCopy(CONTEST_COPY);
  const modal = useModal();
  return {
    rules: () => {
      const rules = modal.open({ title: COPY.rulesTitle, content: null, variant: 'sheet' });
      rules.update({ content: <ContestRules onDone={rules.close} /> });
    },
    bonusHistory: () =>
      modal.open({ title: COPY.myBonusHistory, content: <BonusHistory />, variant: 'sheet' }),
    dailyRanking: () =>
      modal.open({ title: COPY.dailyRanking, content: <DailyRanking />, variant: 'sheet' }),
  };
}

/** The Daily Contest card: rule link, the day's prize pool and the time to its close. */
function ContestCard({ today, onRules }: { today: Today; onRules: () => void }) {
  const COPY = useCopy(CONTEST_COPY);
  const data = today.data;
  return (
    <section
      aria-labelledby="contest-card-title"
      className="relative flex flex-col gap-3 overflow-hidden rounded-2xl bg-gradient-to-br from-ink-600 via-ink-700 to-ink-800 p-4 ring-1 ring-amber-300/25"
    >
      <TrophyIcon
        aria-hidden="true"
        className="pointer-events-none absolute -right-5 -bottom-6 size-32 text-amber-300/8"
      />
      <header className="flex items-center justify-between gap-3">
        <h2
          id="contest-card-title"
          className="flex items-center gap-2 text-lg font-extrabold text-white"
        >
          <TrophyIcon aria-hidden="true" className="size-5 text-amber-300" />
          {COPY.dailyContest}
        </h2>
        <button
          type="button"
          onClick={onRules}
          className="relative flex min-h-9 items-center gap-0.5 rounded-full px-2 text-sm font-semibold text-amber-300 underline-offset-2 hover:underline"
        >
          {COPY.ruleLink}
          <ChevronRightIcon aria-hidden="true" className="size-4" />
        </button>
      </header>
      <div className="relative flex items-end justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-0.5">
          <span id="contest-pool" className="text-xs font-medium text-indigo-100/80">
            {COPY.pool}
          </span>
          {data ? (
            <span
              aria-labelledby="contest-pool"
              role="status"
              className="text-gold-gradient truncate text-2xl font-black tabular-nums"
            >
              {peso(data.pool)}
            </span>
          ) : (
            <Skeleton className="h-8 w-40" />
          )}
        </div>
        {data ? (
          <ContestCountdown
            key={data.closes_at}
            closesAt={data.closes_at}
            onEnd={() => void today.refetch()}
          />
        ) : (
          <Skeleton className="h-12 w-24" />
        )}
      </div>
    </section>
  );
}

/** The history and bet action panel. */
function ActionPanel({ onHistory }: { onHistory: () => void }) {
  const COPY = useCopy(CONTEST_COPY);
  return (
    <div className="grid grid-cols-2 gap-3">
      <button
        type="button"
        onClick={onHistory}
        className="flex h-12 items-center justify-center gap-1.5 rounded-full bg-white/8 px-2 text-sm font-bold whitespace-nowrap text-indigo-50 ring-1 ring-white/15 transition hover:bg-white/12 active:scale-[0.98]"
      >
        <ReceiptIcon aria-hidden="true" className="size-4 shrink-0 text-amber-300" />
        {COPY.myBonusHistory}
      </button>
      <Link
        to={categoryHref(String(GAME_TYPES.slot))}
        className="bg-gold-gradient flex h-12 items-center justify-center gap-2 rounded-full px-3 text-sm font-bold text-ink-900 shadow-[0_4px_16px_rgba(246,196,69,0.3)] transition active:scale-[0.98]"
      >
        <CherryIcon aria-hidden="true" className="size-4 shrink-0" />
        {COPY.betNow}
      </Link>
    </div>
  );
}

/** The caller's own place, pinned above the list wherever it is. */
function MyPlace({ data }: { data: ContestToday }) {
  const COPY = useCopy(CONTEST_COPY);
  return (
    <div className="rounded-xl bg-amber-300/8 py-2 ring-1 ring-amber-300/30">
      <p className="px-2 pb-1 text-xs font-semibold text-amber-200">{COPY.yourPlace}</p>
      {data.mine ? (
        <>
          <RankingTable
            rows={[data.mine]}
            mine={data.mine.index}
            label={COPY.yourPlace}
            hideHeader
          />
          {data.mine.index > data.rows.length ? (
            <p className="px-2 pt-1 text-xs text-indigo-200/70">
              {COPY.outsideTop({ top: Math.max(data.rows.length, CONTEST_TOP) })}
            </p>
          ) : null}
        </>
      ) : (
        <p className="px-2 text-sm text-indigo-100/80">{COPY.notRanked}</p>
      )}
    </div>
  );
}

/** Today's Real Time: the live top 100 with its time, the caller's place, the History button. */
function RealTime({ today, onHistory }: { today: Today; onHistory: () => void }) {
  const COPY = useCopy(CONTEST_COPY);
  const data = today.data;
  let body;
  if (today.isError && !data) {
    body = (
      <ErrorWithRetry
        message={COPY.error}
        retryLabel={COPY.retry}
        onRetry={() => void today.refetch()}
      />
    );
  } else if (!data) {
    body = (
      <LoadingSkeletons
        label={COPY.loading}
        blocks={['h-14', 'h-72']}
        className="flex flex-col gap-2"
      />
    );
  } else {
    body = (
      <div className="flex flex-col gap-3">
        <MyPlace data={data} />
        {data.rows.length === 0 ? (
          <EmptyState message={COPY.empty} />
        ) : (
          <RankingCarousel rows={data.rows} mine={data.mine?.index ?? null} />
        )}
      </div>
    );
  }
  return (
    <section
      aria-labelledby="contest-real-time"
      className="flex flex-col gap-3 rounded-2xl border border-white/8 bg-ink-800 p-4"
    >
      <header className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col">
          <h2 id="contest-real-time" className="text-base font-bold text-amber-300">
            {COPY.realTime}
          </h2>
          {data ? (
            <p className="text-xs text-indigo-200/70 tabular-nums">
              {COPY.updated({ time: formatDateTime(data.computed_at) })}
            </p>
          ) : null}
        </div>
        <button
          type="button"
          onClick={onHistory}
          className="flex min-h-9 shrink-0 items-center gap-1 rounded-full bg-white/8 px-3 text-xs font-bold text-indigo-50 ring-1 ring-white/15 hover:bg-white/12"
        >
          {COPY.history}
          <ChevronRightIcon aria-hidden="true" className="size-3.5" />
        </button>
      </header>
      {body}
    </section>
  );
}

/**
 * /welfare/betting-rank (spec 2.11; docs/promotions.md "Daily slot contest"): the Daily Contest
 * card with its rules, the real pool and close, the actions, and today's live ranking, read
 * again every minute while the screen is open.
 */
export function BettingRankScreen({ title }: { title: string }) {
  const today = useRankToday();
  const panels = usePanels();
  return (
    <div className="flex flex-col">
      <TitleBar title={title} />
      <div className="flex flex-col gap-4 p-4">
        <PageLead message={CONTEST_MESSAGES.intro} />
        <ContestCard today={today} onRules={panels.rules} />
        <ActionPanel onHistory={panels.bonusHistory} />
        <RealTime today={today} onHistory={panels.dailyRanking} />
      </div>
    </div>
  );
}
