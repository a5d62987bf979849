import { useEffect, useRef } from 'react';
import { useCopy } from '@/shared/i18n/define-copy';
import { Button } from '@/shared/ui/form';
import { KYC_COPY } from '../copy';
import { useStartOcr } from '../hooks/use-start-ocr';
import { StageFrame } from './stage-frame';

type OcrStageProps = { idType?: string; onBack: () => void };

/**
 * The OCR step (spec 2.7): the provider's page opens in place of the app (a redirect suits
 * phones). Reached again by Retry, it starts OCR again for the chosen ID type.
 */
export function OcrStage({ idType, onBack }: OcrStageProps) {
  const COPY = useCopy(KYC_COPY);
  const ocr = useStartOcr();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (idType) ocr.start(idType);
    else onBack();
  }, [idType, ocr, onBack]);
  return (
    <StageFrame
      title={COPY.idTypeTitle}
      onBack={onBack}
      footer={
        ocr.error ? (
          <Button variant="secondary" onClick={onBack}>
            {COPY.back}
          </Button>
        ) : undefined
      }
    >
      {ocr.error ? (
        <p role="alert" className="text-center text-sm font-medium text-rose-300">
          {ocr.error}
        </p>
      ) : (
        <p role="status" className="text-center text-sm text-indigo-100/85">
          {COPY.ocrRedirecting}
        </p>
      )}
    </StageFrame>
  );
}
