import { toast } from '@/shared/ui/toast/toast-store';
import { useCoolOff } from '../api/rg';
import { RG_COPY as COPY } from '../copy';
import { ConsequenceList, PeriodActionCard } from './period-action-card';

/** Cooling-off: deposits, games and bonuses paused for 24 hours, 7 days or 30 days. */
export function BreakCard() {
  const coolOff = useCoolOff();
  return (
    <PeriodActionCard
      id="rg-break"
      copy={COPY.break}
      consequences={(period) => (
        <ConsequenceList items={COPY.breakConsequences(COPY.break.periods[period])} />
      )}
      onConfirm={async (period) => {
        await coolOff.mutateAsync({ period });
        toast(COPY.breakStarted, 'success');
      }}
      busy={coolOff.isPending}
    />
  );
}
