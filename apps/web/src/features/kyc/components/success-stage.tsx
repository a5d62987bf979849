import { useEffect, useState } from 'react';
import { useCopy } from '@/shared/i18n/define-copy';
import { useCountdown } from '@/shared/lib/use-countdown';
import { Button } from '@/shared/ui/form';
import { CheckIcon } from '@/shared/ui/icons';
import { KYC_COPY } from '../copy';
import { StageFrame } from './stage-frame';

/** Spec 9: the success page goes home by itself after 5 seconds. */
export const SUCCESS_REDIRECT_SECONDS = 5;

/** Success (spec 2.7): the texts, 'Go To Homepage' and the 5-second automatic redirect. */
export function SuccessStage({ onHome }: { onHome: () => void }) {
  const COPY = useCopy(KYC_COPY);
  const [endAt] = useState(() => Date.now() + SUCCESS_REDIRECT_SECONDS * 1000);
  const left = useCountdown(endAt);
  useEffect(() => {
    if (left === 0) onHome();
  }, [left, onHome]);
  return (
    <StageFrame title={COPY.screenTitle} onBack={onHome}>
      <div className="flex flex-col items-center gap-4 pt-10 text-center">
        <span className="grid size-24 place-items-center rounded-full bg-emerald-500/20 text-emerald-300">
          <CheckIcon className="size-12" />
        </span>
        <h2 className="text-xl font-bold text-white">{COPY.successTitle}</h2>
        <p className="text-sm leading-relaxed text-indigo-100/85">{COPY.successText}</p>
        <Button onClick={onHome} className="mt-4 w-full">
          {COPY.goHome}
        </Button>
        <p role="timer" className="text-xs text-indigo-200/70">
          {COPY.autoHome({ seconds: left })}
        </p>
      </div>
    </StageFrame>
  );
}
