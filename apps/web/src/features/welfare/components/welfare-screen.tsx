import type { BonusGrant } from '@pisoplay/contract';
import { paths } from '@/shared/config/paths';
import { useCopy } from '@/shared/i18n/define-copy';
import { KycRefusedState } from '@/shared/kyc/kyc-refused-state';
import { useKycGateOnEnter } from '@/shared/kyc/use-kyc-gate-on-enter';
import { PromotionHero } from '@/shared/promotions/promotion-hero';
import { EmptyState } from '@/shared/ui/empty-state';
import { Skeleton } from '@/shared/ui/skeleton';
import { TitleBar } from '@/shared/ui/title-bar';
import { useBonusGrants } from '../api/get-bonus-grants';
import { WELFARE_COPY } from '../copy';
import { GrantCard } from './grant-card';
import { PromotionList } from './promotion-list';

/** The General Bonus tab: the grants once known (undefined while loading). */
function GeneralBonus({ grants, failed }: { grants: BonusGrant[] | undefined; failed: boolean }) {
  const COPY = useCopy(WELFARE_COPY);
  if (failed) return <EmptyState tone="error" message={COPY.error} />;
  if (!grants) {
    return (
      <div role="status" aria-label={COPY.loading} className="flex flex-col gap-3">
        <Skeleton className="h-44" />
        <Skeleton className="h-44" />
      </div>
    );
  }
  if (grants.length === 0) return <EmptyState message={COPY.empty} />;
  return (
    <ul aria-label={COPY.tabGeneral} className="flex flex-col gap-3">
      {grants.map((grant) => (
        <GrantCard key={grant.id} grant={grant} />
      ))}
    </ul>
  );
}

/**
 * /welfare (spec 2.11): the first promotion's banner; the General Bonus tab lists the player's
 * bonus grants with their wagering; the VIP Bonus tab is shown and disabled; then the running
 * promotions. Opening it runs the welfare gate (4.3).
 */
export function WelfareScreen() {
  const COPY = useCopy(WELFARE_COPY);
  const access = useKycGateOnEnter('welfare', { quiet: false });
  // Read beside the gate, not after it: the list is the player's own either way, and is shown
  // only once the gate allows.
  const grants = useBonusGrants();
  return (
    <div className="flex flex-col">
      <TitleBar title={COPY.title} noBack />
      <div className="px-4 pt-3">
        <PromotionHero page={paths.welfare.path} />
      </div>
      <div role="tablist" aria-label={COPY.title} className="flex gap-2 px-4 pt-3">
        <button
          type="button"
          role="tab"
          aria-selected="true"
          aria-controls="welfare-general"
          className="min-h-9 rounded-full bg-amber-300 px-4 text-sm font-bold text-ink-900"
        >
          {COPY.tabGeneral}
        </button>
        <button
          type="button"
          role="tab"
          aria-selected="false"
          disabled
          title={COPY.vipSoon}
          className="min-h-9 rounded-full bg-white/8 px-4 text-sm font-semibold text-indigo-200/50"
        >
          {COPY.tabVip}
        </button>
      </div>
      <section id="welfare-general" role="tabpanel" aria-label={COPY.tabGeneral} className="p-4">
        {access === 'denied' ? (
          <KycRefusedState action="welfare" />
        ) : (
          <GeneralBonus
            grants={access === 'allowed' ? grants.data : undefined}
            failed={grants.isError}
          />
        )}
      </section>
      {/* Below the tab, once the gate has decided: the tab's height changes then, and the list
          would move under the player's eyes (a layout shift). */}
      {access === 'checking' ? null : <PromotionList />}
    </div>
  );
}
