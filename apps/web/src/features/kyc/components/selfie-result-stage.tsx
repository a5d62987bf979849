import { useState } from 'react';
import { useCopy } from '@/shared/i18n/define-copy';
import { Button } from '@/shared/ui/form';
import { KYC_COPY } from '../copy';
import type { UploadedPhoto } from '../lib/flow-store';
import { StageFrame } from './stage-frame';

type SelfieResultStageProps = {
  selfie?: UploadedPhoto;
  onRetake: () => void;
  onConfirm: () => void;
};

/** The take-ID-selfie result (spec 2.7): the photo with Retake and Confirm. */
export function SelfieResultStage({ selfie, onRetake, onConfirm }: SelfieResultStageProps) {
  const COPY = useCopy(KYC_COPY);
  // The local copy is gone after a reload: the photo is still stored, only not shown.
  const [broken, setBroken] = useState(false);
  return (
    <StageFrame
      title={COPY.selfieResultTitle}
      onBack={onRetake}
      footer={
        <div className="grid grid-cols-2 gap-3">
          <Button variant="secondary" onClick={onRetake}>
            {COPY.retake}
          </Button>
          <Button onClick={onConfirm} disabled={!selfie}>
            {COPY.confirm}
          </Button>
        </div>
      }
    >
      {selfie && !broken ? (
        <img
          onError={() => setBroken(true)}
          src={selfie.url}
          alt={COPY.selfiePreview}
          className="aspect-[3/4] w-full rounded-2xl bg-black object-cover"
        />
      ) : null}
    </StageFrame>
  );
}
