import { useState } from 'react';
import { RG_REALITY_CHECK_CHOICES } from '@pisoplay/contract';
import { errorMessage } from '@/shared/api/errors';
import { copyOf, useCopy } from '@/shared/i18n/define-copy';
import { Button } from '@/shared/ui/form';
import { SectionCard } from '@/shared/ui/section-card';
import { toast } from '@/shared/ui/toast/toast-store';
import { useSetRealityCheck } from '../api/rg';
import { RG_COPY } from '../copy';
import { ChoiceChips } from './choice-chips';
import { FailureText } from './failure-text';

/** How often the reality check shows on the game page: one of the contract's intervals. */
export function RealityCheckCard({ minutes }: { minutes: number }) {
  const COPY = useCopy(RG_COPY);
  const choices = RG_REALITY_CHECK_CHOICES.map((choice) => ({
    value: choice,
    text: COPY.realityChoice({ minutes: choice }),
    label: COPY.realityChoiceLabel({ minutes: choice }),
  }));
  const [chosen, setChosen] = useState(minutes);
  const save = useSetRealityCheck();
  const [failure, setFailure] = useState<string | null>(null);
  const onSave = () => {
    setFailure(null);
    save.mutate(
      { minutes: chosen },
      {
        onSuccess: (status) =>
          toast(copyOf(RG_COPY).realitySaved({ minutes: status.reality_check_minutes }), 'success'),
        onError: (error) => setFailure(errorMessage(error, copyOf(RG_COPY).realityFailed)),
      },
    );
  };
  return (
    <SectionCard id="rg-reality-check" title={COPY.realityTitle} intro={COPY.realityIntro}>
      <ChoiceChips
        label={COPY.realityChoices}
        name="rg-reality-check"
        choices={choices}
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
