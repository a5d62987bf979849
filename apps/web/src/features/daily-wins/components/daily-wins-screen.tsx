import { Link } from 'react-router';
import type { CheckinStatus } from '@pisoplay/contract';
import { paths } from '@/shared/config/paths';
import { copyOf, useCopy } from '@/shared/i18n/define-copy';
import { localizeMessage } from '@/shared/i18n/i18n';
import { KycRefusedState } from '@/shared/kyc/kyc-refused-state';
import { useKycGateOnEnter } from '@/shared/kyc/use-kyc-gate-on-enter';
import { formatDateTime, formatPhp } from '@/shared/lib/format';
import { ErrorWithRetry } from '@/shared/ui/empty-state';
import { Button } from '@/shared/ui/form';
import { ChevronRightIcon, FlameIcon } from '@/shared/ui/icons';
import { SectionCard } from '@/shared/ui/section-card';
import { LoadingSkeletons, Skeleton } from '@/shared/ui/skeleton';
import { TitleBar } from '@/shared/ui/title-bar';
import { toast } from '@/shared/ui/toast/toast-store';
import { useCheckin, useClaimCheckin } from '../api/checkin';
import { DAILY_WINS_COPY } from '../copy';
import { CheckinCalendar } from './checkin-calendar';

const REASON_ID = 'daily-wins-reason';

function ClaimPanel({ status }: { status: CheckinStatus }) {
  const COPY = useCopy(DAILY_WINS_COPY);
  const claim = useClaimCheckin();
  const today = status.days[status.today_day - 1];
  const onClaim = () =>
    claim.mutate(undefined, {
      onSuccess: (won) =>
        toast(copyOf(DAILY_WINS_COPY).claimed({ amount: formatPhp(won.amount) }), 'success'),
      onError: (error) => toast(error.message || copyOf(DAILY_WINS_COPY).claimFailed, 'error'),
    });
  return (
    <div className="flex flex-col gap-2">
      {claim.data ? (
        // The toast announces it; this line stays for whoever looks again.
        <p className="text-center text-sm font-semibold text-emerald-300">
          {COPY.claimed({ amount: formatPhp(claim.data.amount) })}
        </p>
      ) : null}
      <Button
        onClick={onClaim}
        busy={claim.isPending}
        disabled={!status.can_claim}
        active={status.can_claim}
        aria-describedby={status.reason ? REASON_ID : undefined}
      >
        {claim.isPending ? COPY.claiming : COPY.claim({ amount: formatPhp(today?.amount ?? '0') })}
      </Button>
      {status.reason ? (
        <p id={REASON_ID} className="text-center text-sm text-indigo-200/80">
          {localizeMessage(status.reason)}
        </p>
      ) : null}
      {status.claimed_today ? (
        <p className="text-center text-xs text-indigo-200/60">
          {COPY.nextOpens({ time: formatDateTime(status.next_claim_at) })}
        </p>
      ) : null}
    </div>
  );
}

function CheckinCard() {
  const COPY = useCopy(DAILY_WINS_COPY);
  const checkin = useCheckin();
  if (checkin.isError) {
    return (
      <ErrorWithRetry
        message={COPY.error}
        retryLabel={COPY.retry}
        onRetry={() => void checkin.refetch()}
      />
    );
  }
  if (!checkin.data) {
    return (
      <LoadingSkeletons
        label={COPY.loading}
        blocks={['h-6 w-40', 'h-52', 'h-12']}
        className="flex flex-col gap-3"
      />
    );
  }
  const status = checkin.data;
  return (
    <div className="flex flex-col gap-4">
      <p className="flex items-center gap-2 text-sm font-bold text-gold-300">
        <FlameIcon className="size-5" />
        {COPY.streak({ days: status.streak })}
      </p>
      <CheckinCalendar days={status.days} />
      <ClaimPanel status={status} />
    </div>
  );
}

/**
 * /daily-wins (issue 24; docs/promotions.md, "Daily wins"): the 7-day check-in calendar, the
 * claim of today, the rules and a way to the bonus records. Opening it runs the welfare gate
 * (spec 4.3); the server checks the verification itself and says why a claim is closed.
 */
export function DailyWinsScreen({ title }: { title: string }) {
  const COPY = useCopy(DAILY_WINS_COPY);
  const ruleLines = [COPY.rule1, COPY.rule2, COPY.rule3, COPY.rule4, COPY.rule5];
  const access = useKycGateOnEnter('welfare', { quiet: false });
  return (
    <div className="flex flex-col">
      <TitleBar title={title} />
      <div className="flex flex-col gap-4 p-4">
        <section
          aria-labelledby="daily-wins-calendar"
          className="flex flex-col gap-3 rounded-2xl border border-white/8 bg-ink-800 p-4"
        >
          <h2 id="daily-wins-calendar" className="text-base font-extrabold text-white">
            {COPY.calendar}
          </h2>
          <p className="text-sm text-indigo-200/80">{COPY.intro}</p>
          {access === 'checking' ? <Skeleton className="h-72" /> : null}
          {access === 'denied' ? <KycRefusedState action="welfare" /> : null}
          {access === 'allowed' ? <CheckinCard /> : null}
        </section>
        <SectionCard id="daily-wins-rules" title={COPY.rules} gap={2}>
          <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-indigo-100/90">
            {ruleLines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </SectionCard>
        <Link
          to={paths.transactionTab.getHref('bonus')}
          className="flex items-center justify-between rounded-2xl border border-white/8 bg-ink-800 px-4 py-3 text-sm font-semibold text-white"
        >
          {COPY.records}
          <ChevronRightIcon className="size-4 text-indigo-200/60" />
        </Link>
      </div>
    </div>
  );
}
