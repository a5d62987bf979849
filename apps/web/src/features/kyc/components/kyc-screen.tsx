import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useCopy } from '@/shared/i18n/define-copy';
import { useProfile } from '@/shared/session/profile';
import { ErrorWithRetry } from '@/shared/ui/empty-state';
import { TitleBar } from '@/shared/ui/title-bar';
import { useKycRecord, useShops, useSubmitKyc } from '../api/kyc';
import { KYC_COPY } from '../copy';
import { kycFlow, useKycFlow } from '../lib/flow-store';
import { decodeOcrPayload, startStage, stepStage, type KycScreenStage } from '../lib/stages';
import { BaseFormStage } from './base-form-stage';
import { CompleteForm } from './complete-form-stage';
import { EntryStage } from './entry-stage';
import { IdTypeStage } from './id-type-stage';
import { IntroStage } from './intro-stage';
import { OcrResultStage } from './ocr-result-stage';
import { OcrStage } from './ocr-stage';
import { SelfieGuideStage } from './selfie-guide-stage';
import { SelfieResultStage } from './selfie-result-stage';
import { SelfieStage } from './selfie-stage';
import { StageFrame } from './stage-frame';
import { SuccessStage } from './success-stage';

/** Spec 4.2: a 50 ms wait precedes a stage change. */
export const STAGE_CHANGE_DELAY_MS = 50;

/** Navigation state that starts KYC afresh (the account row, the gate's 'Go To KYC'). */
type KycLocationState = { resetKycStage?: boolean } | null;

/** /s-kyc: every stage of spec 2.7, starting where spec 4.2 says. */
export function KycScreen() {
  const COPY = useCopy(KYC_COPY);
  const record = useKycRecord();
  const profile = useProfile();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const flow = useKycFlow();
  const reset = Boolean((location.state as KycLocationState)?.resetKycStage);
  const [stage, setStage] = useState<KycScreenStage | null>(null);
  if (stage === null && record.data) {
    setStage(
      startStage({
        requested: params.get('stage'),
        status: record.data.status,
        reset,
        stored: flow.stage,
      }),
    );
  }
  // The stage survives the OCR page's round trip and a reload, in this tab.
  useEffect(() => {
    if (stage) kycFlow.update({ stage });
  }, [stage]);
  useEffect(() => {
    if (!reset) return;
    kycFlow.update({ idType: undefined, selfie: undefined });
    // Done once: a reload later keeps the player's place.
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [reset, navigate, location.pathname, location.search]);

  const go = useCallback((target: (current: KycScreenStage) => KycScreenStage) => {
    window.setTimeout(
      () => setStage((current) => target(current ?? 'entry')),
      STAGE_CHANGE_DELAY_MS,
    );
  }, []);
  const next = useCallback(() => go((current) => stepStage(current, 1)), [go]);
  const back = useCallback(() => go((current) => stepStage(current, -1)), [go]);
  const clearQueryThen = useCallback(
    (then: () => void) => () => {
      setParams(new URLSearchParams(), { replace: true });
      then();
    },
    [setParams],
  );
  const goHome = useCallback(() => navigate(paths.home.getHref(), { replace: true }), [navigate]);
  // 'Do it later': back where the player came from; home when KYC was the first page here.
  const later = () => (location.key === 'default' ? goHome() : navigate(-1));

  const submit = useSubmitKyc();
  const shops = useShops();

  if (record.isError) {
    return (
      <div className="flex flex-col">
        <TitleBar title={COPY.screenTitle} />
        <ErrorWithRetry
          message={COPY.loadFailed}
          retryLabel={COPY.retry}
          onRetry={() => void record.refetch()}
        />
      </div>
    );
  }
  if (!record.data || !stage) {
    return (
      <StageFrame title={COPY.screenTitle}>
        <p role="status" className="text-center text-sm text-indigo-100/70">
          {COPY.loading}
        </p>
      </StageFrame>
    );
  }

  const kyc = record.data;
  switch (stage) {
    case 'entry':
      return <EntryStage record={kyc} onStart={next} onLater={later} />;
    case 'intro':
      return <IntroStage onNext={next} onBack={back} />;
    case 'id-type':
      return <IdTypeStage initial={flow.idType} onBack={clearQueryThen(back)} />;
    case 'ocr':
      return <OcrStage idType={flow.idType} onBack={back} />;
    case 'ocr-result':
      return (
        <OcrResultStage
          payload={decodeOcrPayload(params.get('payload'))}
          onNext={clearQueryThen(next)}
          onRetry={clearQueryThen(back)}
        />
      );
    case 'selfie-guide':
      return <SelfieGuideStage onNext={next} onBack={back} />;
    case 'selfie':
      return (
        <SelfieStage
          onBack={back}
          onUploaded={(selfie) => {
            kycFlow.update({ selfie });
            next();
          }}
        />
      );
    case 'selfie-result':
      return <SelfieResultStage selfie={flow.selfie} onRetake={back} onConfirm={next} />;
    case 'form':
      return (
        <StageFrame title={COPY.formTitle} onBack={back}>
          <CompleteForm
            record={kyc}
            phone={profile.data?.phone ?? kyc.phone}
            shops={shops.data ?? []}
            selfie={flow.selfie}
            idType={flow.idType}
            submitting={submit.isPending}
            onSubmit={(form) =>
              submit.mutateAsync({ status: kyc.status, form }).then(() => go(() => 'success'))
            }
          />
        </StageFrame>
      );
    case 'success':
      return <SuccessStage onHome={goHome} />;
    case 'base':
      return <BaseFormStage record={kyc} onDone={() => navigate(-1)} />;
  }
}
