import { Link } from 'react-router';
import { VIP_MESSAGES, type VipStatus, type VipTier } from '@pisoplay/contract';
import { paths } from '@/shared/config/paths';
import { useCopy } from '@/shared/i18n/define-copy';
import { ChevronRightIcon } from '@/shared/ui/icons';
import { PageLead } from '@/shared/ui/page-lead';
import { SectionCard } from '@/shared/ui/section-card';
import { LoadingSkeletons } from '@/shared/ui/skeleton';
import { TitleBar } from '@/shared/ui/title-bar';
import { useVipRule, useVipStatus } from '../api/vip';
import { VIP_COPY } from '../copy';
import { tierSteps } from '../lib/vip-format';
import { BenefitsCard } from './benefits-card';
import { BonusList } from './bonus-list';
import { StatusCard } from './status-card';
import { TierChart } from './tier-chart';

/** The step chart of the player's tier; without the rule (it failed), their level and the next. */
function TierCard({
  status,
  rule,
}: {
  status: VipStatus | undefined;
  rule: VipTier[] | undefined | null;
}) {
  const COPY = useCopy(VIP_COPY);
  return (
    <SectionCard
      id="vip-tier"
      title={status ? COPY.tierChartTitle({ tier: status.tier }) : COPY.progressTitle}
      gap={2}
    >
      {status && rule !== undefined ? (
        <TierChart status={status} steps={tierSteps(status, rule ?? [])} />
      ) : (
        <LoadingSkeletons
          label={COPY.loading}
          blocks={['aspect-[320/150] w-full']}
          className="flex flex-col"
        />
      )}
    </SectionCard>
  );
}

/** The way to the whole table of levels. */
function LevelSystemLink() {
  const COPY = useCopy(VIP_COPY);
  return (
    <Link
      to={paths.vipLevelSystem.getHref()}
      className="flex min-h-14 items-center justify-between gap-3 rounded-2xl border border-white/8 bg-ink-800 px-4 py-3 transition hover:bg-ink-700"
    >
      <span className="flex flex-col">
        <span className="text-sm font-bold text-amber-300">{COPY.levelSystem}</span>
        <span className="text-xs text-indigo-200/75">{COPY.levelSystemHint}</span>
      </span>
      <ChevronRightIcon aria-hidden="true" className="size-5 shrink-0 text-indigo-100" />
    </Link>
  );
}

/**
 * /s-vip (issue 25; spec 2.1, 3): how XP is earned, the player's tier, level and XP, charts of their progress to
 * the next level, the benefits of their level and the next, their VIP bonuses, and the way to
 * the level system.
 */
export function VipScreen({ title }: { title: string }) {
  const status = useVipStatus();
  const rule = useVipRule();
  const failed = status.isError && !status.data;
  return (
    <div className="flex flex-col">
      <TitleBar title={title} />
      <div className="flex flex-col gap-4 p-4">
        <PageLead message={VIP_MESSAGES.xpRule} />
        <StatusCard
          status={status.data}
          failed={status.isError}
          onRetry={() => void status.refetch()}
        />
        {failed ? null : (
          <>
            <TierCard status={status.data} rule={rule.isError ? null : rule.data} />
            <LevelSystemLink />
            <BenefitsCard status={status.data} />
            <BonusList bonuses={status.data?.bonuses} />
          </>
        )}
      </div>
    </div>
  );
}
