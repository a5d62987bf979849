import { useState } from 'react';
import type { KycIssueField, KycRecord } from '@pisoplay/contract';
import { deadlineMs, formatHms } from '@/shared/kyc/countdown';
import { cn } from '@/shared/lib/cn';
import { useCountdown } from '@/shared/lib/use-countdown';
import { useCopy } from '@/shared/i18n/define-copy';
import { Button } from '@/shared/ui/form';
import { KYC_COPY, type KycCopy } from '../copy';
import { StageFrame } from './stage-frame';

type EntryStageProps = {
  record: KycRecord;
  onStart: () => void;
  onLater: () => void;
};

function entryTexts(COPY: KycCopy, record: KycRecord): { title: string; text: string } {
  switch (record.status) {
    case 'rejected':
      return { title: COPY.titleRejected, text: COPY.textRejected };
    case 'under_review':
      return { title: COPY.titleUnderReview, text: COPY.textUnderReview };
    case 'frozen':
      return { title: COPY.titleFrozen, text: COPY.textFrozen };
    default:
      return { title: COPY.titleDefault, text: COPY.textDefault };
  }
}

/** The form's label of each field a reviewer can name (KYC_ISSUE_FIELDS). */
const ISSUE_FIELD_LABELS = {
  id_type: 'idType',
  id_photo: 'idPhoto',
  selfie_with_id_photo: 'selfie',
  first_name: 'firstName',
  middle_name: 'middleName',
  last_name: 'lastName',
  birthday: 'birthday',
  gender: 'gender',
  nationality: 'nationality',
  place_of_birth: 'placeOfBirth',
  current_address: 'currentAddress',
  permanent_address: 'permanentAddress',
  nearest_branch: 'nearestBranch',
  occupation: 'occupation',
  source_of_income: 'sourceOfFunds',
} as const satisfies Record<KycIssueField, keyof KycCopy>;

const issueFieldLabel = (COPY: KycCopy, field: string): string =>
  field in ISSUE_FIELD_LABELS ? COPY[ISSUE_FIELD_LABELS[field as KycIssueField]] : field;

/** The rejected entry's next step: the fields the reviewer named, or what to check. */
function RejectedNextStep({ issueFields }: { issueFields: readonly string[] }) {
  const COPY = useCopy(KYC_COPY);
  return (
    <section
      aria-label={COPY.rejectedNextStep}
      className="rounded-xl bg-white/5 p-3 text-sm text-indigo-100/90 ring-1 ring-white/10"
    >
      <p className="font-semibold text-white">{COPY.rejectedNextStep}</p>
      {issueFields.length ? (
        <>
          <p className="mt-2">{COPY.issueFieldsTitle}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 font-semibold text-gold-300">
            {issueFields.map((field) => (
              <li key={field}>{issueFieldLabel(COPY, field)}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-1">{COPY.rejectedNoFields}</p>
      )}
    </section>
  );
}

function DeadlineCountdown({ deadline }: { deadline: number }) {
  const COPY = useCopy(KYC_COPY);
  const left = useCountdown(deadline);
  return (
    <div className="flex flex-col items-center gap-1 rounded-2xl bg-white/5 py-4 ring-1 ring-white/10">
      <span className="text-xs text-indigo-200/70">{COPY.timeLeft}</span>
      <span
        role="timer"
        className={cn(
          'text-3xl font-black tracking-wider tabular-nums',
          left === 0 ? 'text-rose-400' : 'text-gold-300',
        )}
      >
        {formatHms(left)}
      </span>
    </div>
  );
}

/**
 * The entry of spec 2.7: title, text and buttons by status. The countdown shows unless the
 * deadline had passed on arrival. The start button reads 'Recertification' once the player has
 * submitted KYC before, 'Verify Now' for a first-timer; it stays for frozen accounts, which may
 * re-enter KYC (spec 4.3); 'Do it later' is hidden when blocked or frozen.
 */
export function EntryStage({ record, onStart, onLater }: EntryStageProps) {
  const COPY = useCopy(KYC_COPY);
  const { title, text } = entryTexts(COPY, record);
  const deadline = deadlineMs(record.deadline_at);
  const [arrivedAt] = useState(Date.now);
  const pastDeadline = record.status === 'frozen' || (deadline !== null && deadline <= arrivedAt);
  const canRestart = record.status !== 'under_review' && record.status !== 'block';
  const canLater = record.status !== 'block' && !pastDeadline;
  return (
    <StageFrame
      title={title}
      footer={
        canRestart || canLater ? (
          <>
            {canRestart ? (
              <Button onClick={onStart}>
                {record.created_at ? COPY.recertification : COPY.verifyNow}
              </Button>
            ) : null}
            {canLater ? (
              <Button variant="secondary" onClick={onLater}>
                {COPY.doItLater}
              </Button>
            ) : null}
          </>
        ) : undefined
      }
    >
      <p className="text-sm leading-relaxed text-indigo-100/90">{text}</p>
      {record.status === 'rejected' ? (
        <>
          <ul className="list-disc space-y-1 pl-5 text-sm text-indigo-100/85">
            {[
              COPY.rejectionReason1,
              COPY.rejectionReason2,
              COPY.rejectionReason3,
              COPY.rejectionReason4,
              COPY.rejectionReason5,
            ].map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
          {record.issue_msg ? (
            <div className="rounded-xl bg-rose-500/10 p-3 text-sm text-rose-100 ring-1 ring-rose-400/30">
              <p className="font-semibold">{COPY.reviewerNote}</p>
              <p>{record.issue_msg}</p>
            </div>
          ) : null}
          <RejectedNextStep issueFields={record.issue_fields} />
        </>
      ) : null}
      {record.status === 'frozen' ? (
        <p className="rounded-xl bg-white/5 p-3 text-sm font-semibold text-white ring-1 ring-white/10">
          {COPY.frozenNextStep}
        </p>
      ) : null}
      {deadline !== null && !pastDeadline ? <DeadlineCountdown deadline={deadline} /> : null}
    </StageFrame>
  );
}
