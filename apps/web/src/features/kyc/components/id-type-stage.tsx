import { useId, useState } from 'react';
import { ID_TYPES } from '@pisoplay/contract';
import { useCopy } from '@/shared/i18n/define-copy';
import { cn } from '@/shared/lib/cn';
import { Button } from '@/shared/ui/form';
import { KYC_COPY } from '../copy';
import { useStartOcr } from '../hooks/use-start-ocr';
import { StageFrame } from './stage-frame';

type IdTypeStageProps = { initial?: string; onBack: () => void };

/** Select ID type (spec 2.7): 8 types, Next disabled until one is chosen, then OCR. */
export function IdTypeStage({ initial, onBack }: IdTypeStageProps) {
  const COPY = useCopy(KYC_COPY);
  const [chosen, setChosen] = useState(initial ?? '');
  const ocr = useStartOcr();
  const promptId = useId();
  return (
    <StageFrame
      title={COPY.idTypeTitle}
      onBack={onBack}
      footer={
        <>
          {ocr.error ? (
            <p role="alert" className="text-center text-sm font-medium text-rose-300">
              {ocr.error}
            </p>
          ) : null}
          <Button
            disabled={!chosen}
            active={Boolean(chosen)}
            busy={ocr.busy}
            onClick={() => ocr.start(chosen)}
          >
            {COPY.next}
          </Button>
        </>
      }
    >
      <p id={promptId} className="text-sm text-indigo-100/85">
        {COPY.idTypePrompt}
      </p>
      <div role="radiogroup" aria-labelledby={promptId} className="flex flex-col gap-2">
        {ID_TYPES.map((type) => (
          <label
            key={type}
            className={cn(
              'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl px-4 ring-1 transition',
              chosen === type ? 'bg-gold-400/10 ring-gold-400' : 'bg-white/5 ring-white/10',
            )}
          >
            <input
              type="radio"
              name="id-type"
              value={type}
              checked={chosen === type}
              onChange={() => setChosen(type)}
              className="size-4 accent-gold-400"
            />
            <span className="text-sm font-medium text-white">{type}</span>
          </label>
        ))}
      </div>
    </StageFrame>
  );
}
