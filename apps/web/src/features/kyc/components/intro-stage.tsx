import { useCopy } from '@/shared/i18n/define-copy';
import { Button } from '@/shared/ui/form';
import { KYC_COPY } from '../copy';
import { StageFrame } from './stage-frame';

/** The intro guide 'Verify Process' (spec 2.7): three steps and 'Start Now'. */
export function IntroStage({ onNext, onBack }: { onNext: () => void; onBack: () => void }) {
  const COPY = useCopy(KYC_COPY);
  return (
    <StageFrame
      title={COPY.introTitle}
      onBack={onBack}
      footer={<Button onClick={onNext}>{COPY.startNow}</Button>}
    >
      <ol className="flex flex-col gap-4">
        {[COPY.introStep1, COPY.introStep2, COPY.introStep3].map((step, index) => (
          <li
            key={step}
            className="flex items-start gap-3 rounded-2xl bg-white/5 p-4 ring-1 ring-white/10"
          >
            <span className="bg-gold-gradient grid size-8 shrink-0 place-items-center rounded-full text-sm font-black text-ink-900">
              {index + 1}
            </span>
            <span className="text-sm leading-relaxed text-indigo-50">{step}</span>
          </li>
        ))}
      </ol>
    </StageFrame>
  );
}
