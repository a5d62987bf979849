import { useState } from 'react';
import { RG_REALITY_CHECK_CHOICES } from '@pisoplay/contract';
import { errorMessage } from '@/shared/api/errors';
import { Button } from '@/shared/ui/form';
import { SectionCard } from '@/shared/ui/section-card';
import { toast } from '@/shared/ui/toast/toast-store';
import { useSetRealityCheck } from '../api/rg';
import { RG_COPY as COPY } from '../copy';
import { ChoiceChips } from './choice-chips';
import { FailureText } from './failure-text';

const CHOICES = RG_REALITY_CHECK_CHOICES.map((minutes) => ({
  value: minutes,
  text: COPY.realityChoice(minutes),
  label: COPY.realityChoiceLabel(minutes),
}));

/** How often the reality check shows on the game page: one of the contract's intervals. */
export function RealityCheckCard({ minutes }: { minutes: number }) {
  const [chosen, setChosen] = useState(minutes);
  const save = useSetRealityCheck();
  const [failure, setFailure] = useState<string | null>(null);
  const onSave = () => {
    setFailure(null);
    save.mutate(
      { minutes: chosen },
      {
        onSuccess: (status) => toast(COPY.realitySaved(status.reality_check_minutes), 'success'),
        onError: (error) => setFailure(errorMessage(error, COPY.realityFailed)),
      },
    );
  };
  return (
    <SectionCard id="rg-reality-check" title={COPY.realityTitle} intro={COPY.realityIntro}>
      <ChoiceChips
        label={COPY.realityChoices}
        name="rg-reality-check"
        choices={CHOICES}
        value={chosen}
        onChange={setChosen}
      />
      <FailureText text={failure} />
      <Button
        onClick={onSave}
        disabled={chosen === minutes}
        active={chosen !== minutes}
        busy={save.isPending}
        className="text-sm"
      >
        {COPY.realitySave}
      </Button>
    </SectionCard>
  );
}
