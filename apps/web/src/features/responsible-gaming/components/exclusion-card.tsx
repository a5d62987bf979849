import { RG_MESSAGES, formatManilaDate, rgExclusionEnd } from '@pisoplay/contract';
import { signOutWithNotice } from '@/shared/session/signed-out-notice';
import { Button } from '@/shared/ui/form';
import { useOpenMoneySheet } from '@/shared/wallet/use-open-money-sheet';
import { useExclude } from '../api/rg';
import { RG_COPY as COPY } from '../copy';
import { ConsequenceList, PeriodActionCard } from './period-action-card';

/**
 * Self-exclusion for 6 months, 1 year or 5 years. The server ends every session of the player
 * at once, this one too: the player is signed out here, and home shows the server's words with
 * the date it ends. The dialog offers to withdraw the cash first.
 */
export function ExclusionCard() {
  const exclude = useExclude();
  const openMoneySheet = useOpenMoneySheet();
  return (
    <PeriodActionCard
      id="rg-exclusion"
      copy={COPY.exclusion}
      consequences={(period, { close, openedAt }) => (
        <>
          <ConsequenceList
            items={COPY.exclusionConsequences(
              COPY.exclusion.periods[period],
              formatManilaDate(rgExclusionEnd(period, openedAt)),
            )}
          />
          <div className="flex flex-col gap-2 rounded-xl bg-white/5 p-3 ring-1 ring-white/10">
            <p className="text-sm leading-relaxed text-indigo-50">{COPY.exclusionCash}</p>
            <Button
              variant="secondary"
              className="h-10! text-sm"
              onClick={() => {
                close();
                void openMoneySheet('withdraw');
              }}
            >
              {COPY.withdrawFirst}
            </Button>
          </div>
        </>
      )}
      onConfirm={async (period) => {
        const { until } = await exclude.mutateAsync({ period });
        signOutWithNotice({
          title: COPY.exclusion.title,
          message: RG_MESSAGES.excluded(until),
          detail: COPY.excludedDetail,
        });
      }}
      busy={exclude.isPending}
    />
  );
}
