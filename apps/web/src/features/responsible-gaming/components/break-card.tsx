import type { RgCoolOffPeriod } from '@pisoplay/contract';
import { copyOf, useCopy } from '@/shared/i18n/define-copy';
import { toast } from '@/shared/ui/toast/toast-store';
import { useCoolOff } from '../api/rg';
import { RG_COPY } from '../copy';
import { ConsequenceList, PeriodActionCard } from './period-action-card';

/** Cooling-off: deposits, games and bonuses paused for 24 hours, 7 days or 30 days. */
export function BreakCard() {
  const COPY = useCopy(RG_COPY);
  const coolOff = useCoolOff();
  const periods = {
    '24h': COPY.break24h,
    '7d': COPY.break7d,
    '30d': COPY.break30d,
  } satisfies Record<RgCoolOffPeriod, string>;
  return (
    <PeriodActionCard
      id="rg-break"
      copy={{
        title: COPY.breakTitle,
        intro: COPY.breakIntro,
        choices: COPY.breakChoices,
        periods,
        button: COPY.breakButton,
        confirmTitle: COPY.breakConfirmTitle,
        confirm: (period) => COPY.breakConfirm({ period }),
        failed: COPY.breakFailed,
      }}
      consequences={(period) => (
        <ConsequenceList
          items={[
            COPY.breakConsequence1({ period: periods[period] }),
            COPY.breakConsequence2,
            COPY.breakConsequence3,
          ]}
        />
      )}
      onConfirm={async (period) => {
        await coolOff.mutateAsync({ period });
        toast(copyOf(RG_COPY).breakStarted, 'success');
      }}
      busy={coolOff.isPending}
    />
  );
}
