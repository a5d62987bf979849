import { useCopy } from '@/shared/i18n/define-copy';
import { Button } from '@/shared/ui/form';
import { KYC_COPY } from '../copy';
import { StageFrame } from './stage-frame';

function SelfieIllustration() {
  return (
    <svg viewBox="0 0 200 160" className="mx-auto w-56" aria-hidden="true">
      <rect
        x="20"
        y="10"
        width="160"
        height="140"
        rx="16"
        className="fill-white/5 stroke-white/20"
      />
      <circle cx="85" cy="62" r="24" className="fill-gold-400/80" />
      <path d="M45 130c6-26 24-40 40-40s34 14 40 40z" className="fill-gold-400/60" />
      <rect x="112" y="78" width="56" height="36" rx="5" className="fill-indigo-200/80" />
      <rect x="118" y="86" width="14" height="18" rx="2" className="fill-ink-900/60" />
      <rect x="137" y="88" width="24" height="4" rx="2" className="fill-ink-900/50" />
      <rect x="137" y="97" width="18" height="4" rx="2" className="fill-ink-900/50" />
    </svg>
  );
}

/** The selfie guide (spec 2.7): an intro image and 'OK, I’m ready'. */
export function SelfieGuideStage({ onNext, onBack }: { onNext: () => void; onBack: () => void }) {
  const COPY = useCopy(KYC_COPY);
  return (
    <StageFrame
      title={COPY.selfieGuideTitle}
      onBack={onBack}
      footer={<Button onClick={onNext}>{COPY.ready}</Button>}
    >
      <SelfieIllustration />
      <p className="text-center text-sm leading-relaxed text-indigo-100/85">
        {COPY.selfieGuideText}
      </p>
    </StageFrame>
  );
}
