import { useCallback, useEffect, useRef, useState } from 'react';
import { isAppError } from '@/shared/api/errors';
import { useCopy } from '@/shared/i18n/define-copy';
import { localizeMessage } from '@/shared/i18n/i18n';
import { cn } from '@/shared/lib/cn';
import { useCountdown } from '@/shared/lib/use-countdown';
import { Button } from '@/shared/ui/form';
import { CheckIcon, CloseIcon } from '@/shared/ui/icons';
import { useKycRecord, useOcrCheckResult } from '../api/kyc';
import { KYC_COPY } from '../copy';
import type { OcrCallback } from '../lib/stages';
import { StageFrame } from './stage-frame';

/** Spec 9: a 10-second ring, the record polled every second. */
export const OCR_RING_SECONDS = 10;
export const OCR_POLL_MS = 1_000;
/** Spec 4.2: success waits briefly, then moves on by itself. */
export const OCR_SUCCESS_ADVANCE_MS = 1_500;

type OcrResultStageProps = {
  payload: OcrCallback | null;
  /** Next: the query cleared, one step forward. */
  onNext: () => void;
  /** Retry: the query cleared, one step back. */
  onRetry: () => void;
};

/** A failed check: the API's own message when it gave a known one, else the spec's text. */
type Failure = { message?: string };

function Ring({ left }: { left: number }) {
  const COPY = useCopy(KYC_COPY);
  const circumference = 2 * Math.PI * 45;
  return (
    <div className="relative grid size-36 place-items-center">
      <svg viewBox="0 0 100 100" className="absolute inset-0 -rotate-90" aria-hidden="true">
        <circle cx="50" cy="50" r="45" fill="none" strokeWidth="6" className="stroke-white/10" />
        <circle
          cx="50"
          cy="50"
          r="45"
          fill="none"
          strokeWidth="6"
          strokeLinecap="round"
          className="stroke-gold-400 transition-[stroke-dashoffset] duration-300"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - left / OCR_RING_SECONDS)}
        />
      </svg>
      <span
        role="timer"
        aria-label={COPY.secondsLeft({ seconds: left })}
        className="text-4xl font-black text-white"
      >
        {left}
      </span>
    </div>
  );
}

/**
 * The OCR callback result (spec 2.7, 4.2): the result is fetched, then the record is polled
 * every second through a 10-second ring; ocr_status 2 is success, 1 failure; the end of the
 * ring checks once more. A known API error (an ID already authenticated) shows its message.
 */
export function OcrResultStage({ payload, onNext: next, onRetry }: OcrResultStageProps) {
  const COPY = useCopy(KYC_COPY);
  // The automatic advance and a tap on Next must not both step forward.
  const advanced = useRef(false);
  const onNext = useCallback(() => {
    if (advanced.current) return;
    advanced.current = true;
    next();
  }, [next]);
  const check = useOcrCheckResult();
  const [endAt] = useState(() => Date.now() + OCR_RING_SECONDS * 1000);
  const left = useCountdown(endAt);
  const [failure, setFailure] = useState<Failure | null>(payload ? null : {});
  const checked = check.isSuccess;
  const record = useKycRecord(checked && !failure ? OCR_POLL_MS : undefined);
  const ocrStatus = checked ? record.data?.ocr_status : undefined;
  const phase = failure || ocrStatus === 1 ? 'failure' : ocrStatus === 2 ? 'success' : 'running';
  const message = failure?.message
    ? localizeMessage(failure.message)
    : failure || ocrStatus === 1
      ? COPY.ocrFailed
      : null;

  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !payload) return;
    sent.current = true;
    check.mutate(payload, {
      onError: (error) =>
        setFailure(
          isAppError(error) && error.code !== 'ERR_UNKNOWN' ? { message: error.message } : {},
        ),
    });
  }, [check, payload]);

  // The ring ran out: one last look at the record.
  const { refetch } = record;
  useEffect(() => {
    if (left > 0 || phase !== 'running') return;
    void refetch().then((result) => {
      if (result.data?.ocr_status !== 2) setFailure({});
    });
  }, [left, phase, refetch]);

  useEffect(() => {
    if (phase !== 'success') return;
    const timer = window.setTimeout(onNext, OCR_SUCCESS_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [phase, onNext]);

  const title =
    phase === 'running'
      ? COPY.ocrInProgress
      : phase === 'success'
        ? COPY.ocrSucceeded
        : COPY.ocrFailedTitle;
  return (
    <StageFrame
      title={title}
      onBack={onRetry}
      footer={
        phase === 'success' ? (
          <Button onClick={onNext}>{COPY.next}</Button>
        ) : phase === 'failure' ? (
          <Button onClick={onRetry}>{COPY.ocrRetry}</Button>
        ) : undefined
      }
    >
      <div className="flex flex-col items-center gap-5 pt-6 text-center">
        {phase === 'running' ? (
          <Ring left={left} />
        ) : (
          <span
            className={cn(
              'grid size-24 place-items-center rounded-full',
              phase === 'success'
                ? 'bg-emerald-500/20 text-emerald-300'
                : 'bg-rose-500/20 text-rose-300',
            )}
          >
            {phase === 'success' ? (
              <CheckIcon className="size-12" />
            ) : (
              <CloseIcon className="size-12" />
            )}
          </span>
        )}
        <h2 className="text-lg font-bold text-white">{title}</h2>
        {message ? (
          <p role="alert" className="text-sm font-medium text-rose-300">
            {message}
          </p>
        ) : (
          <p className="text-sm text-indigo-100/80">{COPY.ocrWaitText}</p>
        )}
      </div>
    </StageFrame>
  );
}
