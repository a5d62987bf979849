import { RG_MESSAGES } from '@pisoplay/contract';
import { useCopy } from '@/shared/i18n/define-copy';
import { useRgStatus } from '@/shared/rg/rg-status';
import { ErrorWithRetry } from '@/shared/ui/empty-state';
import { PageLead } from '@/shared/ui/page-lead';
import { LoadingSkeletons } from '@/shared/ui/skeleton';
import { TitleBar } from '@/shared/ui/title-bar';
import { RG_COPY } from '../copy';
import { BreakCard } from './break-card';
import { ExclusionCard } from './exclusion-card';
import { LimitsSection } from './limits-section';
import { RealityCheckCard } from './reality-check-card';
import { RestrictionBanner } from './restriction-banner';

/**
 * /responsible-gaming (docs/responsible-gaming.md): a restriction in force, the player's limits
 * (deposit, wager and loss by day, week and month; session time) with what is used of them, the
 * reality check's interval, a break (cooling-off) and self-exclusion.
 */
export function RgScreen({ title }: { title: string }) {
  const COPY = useCopy(RG_COPY);
  const status = useRgStatus();
  let body;
  if (status.isError && !status.data) {
    body = (
      <ErrorWithRetry
        message={COPY.error}
        retryLabel={COPY.retry}
        onRetry={() => void status.refetch()}
      />
    );
  } else if (!status.data) {
    body = (
      <LoadingSkeletons
        label={COPY.loading}
        blocks={['h-64 rounded-2xl', 'h-64 rounded-2xl', 'h-64 rounded-2xl']}
        className="flex flex-col gap-4"
      />
    );
  } else {
    const { limits, reality_check_minutes, restriction } = status.data;
    body = (
      <>
        {restriction ? <RestrictionBanner restriction={restriction} /> : null}
        <LimitsSection limits={limits} />
        <RealityCheckCard minutes={reality_check_minutes} />
        <BreakCard />
        <ExclusionCard />
      </>
    );
  }
  return (
    <div className="flex flex-col">
      <TitleBar title={title} />
      {/* Room at the end for the mystery box's floating button, which stands over the page. */}
      <div className="flex flex-col gap-4 p-4 pb-36">
        <PageLead message={RG_MESSAGES.intro} />
        {body}
      </div>
    </div>
  );
}
