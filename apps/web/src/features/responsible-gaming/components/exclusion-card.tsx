import {
  RG_EXCLUSION_IRREVOCABLE_MONTHS,
  RG_MESSAGES,
  formatManilaDate,
  rgExclusionEnd,
  type RgExclusionPeriod,
} from '@pisoplay/contract';
import { copyOf, useCopy } from '@/shared/i18n/define-copy';
import { localizeMessage } from '@/shared/i18n/i18n';
import { signOutWithNotice } from '@/shared/session/signed-out-notice';
import { Button } from '@/shared/ui/form';
import { useOpenMoneySheet } from '@/shared/wallet/use-open-money-sheet';
import { useExclude } from '../api/rg';
import { RG_COPY } from '../copy';
import { ConsequenceList, PeriodActionCard } from './period-action-card';

/**
 * Self-exclusion for 6 months, 1 year or 5 years. The server ends every session of the player
 * at once, this one too: the player is signed out here, and home shows the server's words with
 * the date it ends. The dialog offers to withdraw the cash first.
 */
export function ExclusionCard() {
  const COPY = useCopy(RG_COPY);
  const exclude = useExclude();
  const openMoneySheet = useOpenMoneySheet();
  const periods = {
    '6m': COPY.exclusion6m,
    '1y': COPY.exclusion1y,
    '5y': COPY.exclusion5y,
  } satisfies Record<RgExclusionPeriod, string>;
  return (
    <PeriodActionCard
      id="rg-exclusion"
      copy={{
        title: COPY.exclusionTitle,
        intro: COPY.exclusionIntro,
        choices: COPY.exclusionChoices,
        periods,
        button: COPY.exclusionButton,
        confirmTitle: COPY.exclusionConfirmTitle,
        confirm: (period) => COPY.exclusionConfirm({ period }),
        failed: COPY.exclusionFailed,
      }}
      consequences={(period, { close, openedAt }) => (
        <>
          <ConsequenceList
            items={[
              COPY.exclusionConsequence1({
                period: periods[period],
                until: formatManilaDate(rgExclusionEnd(period, openedAt)),
              }),
              COPY.exclusionConsequence2({ months: RG_EXCLUSION_IRREVOCABLE_MONTHS }),
              COPY.exclusionConsequence3,
            ]}
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
        // Kept as written now, in the player's language: home shows it after the sign-out.
        const copy = copyOf(RG_COPY);
        signOutWithNotice({
          title: copy.exclusionTitle,
          message: localizeMessage(RG_MESSAGES.excluded(until)),
          detail: copy.excludedDetail,
        });
      }}
      busy={exclude.isPending}
    />
  );
}
