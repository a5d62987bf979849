import { useState } from 'react';
import {
  KYC_ISSUE_FIELDS,
  KYC_STATUS_LABELS,
  operatorCalls,
  type KycRecord,
  type Profile,
} from '@pisoplay/contract';
import { useMayCall } from '@/shared/auth/permissions';
import { paths } from '@/shared/config/paths';
import { CallDialog } from '@/shared/forms/call-dialog';
import { formatAge, formatDate, formatDateTime, humanize } from '@/shared/lib/format';
import { Badge, statusTone } from '@/shared/ui/badge';
import { Button, ButtonLink } from '@/shared/ui/button';
import { ErrorAlert, Loading, Notice } from '@/shared/ui/feedback';
import { CheckboxField, TextAreaField } from '@/shared/ui/form';
import { KycHistoryPanel } from '@/shared/ui/kyc-history';
import { Details, Panel } from '@/shared/ui/page';
import { RowTh, Table, Td, Th } from '@/shared/ui/table';
import { KYC_READS, useKycDetail } from '../api/kyc';
import { ISSUE_FIELD_LABELS, REJECT_REASON_REQUIRED } from '../copy';

/** One submission: its photos, the OCR beside the form, the other details, the decision. */
export function KycReview({ uid }: { uid: number }) {
  const detail = useKycDetail(uid);
  const may = useMayCall();
  const [deciding, setDeciding] = useState<'approve' | 'reject' | null>(null);
  const [decided, setDecided] = useState<'approve' | 'reject' | null>(null);
  if (detail.isPending) return <Loading label="Loading the submission…" />;
  if (detail.isError) return <ErrorAlert error={detail.error} onRetry={() => detail.refetch()} />;
  const { kyc, profile, history } = detail.data;
  const canDecide = may(operatorCalls.adminKycReview) && kyc.status === 'under_review';
  const DecisionDialog = deciding === 'reject' ? RejectDialog : ApproveDialog;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <ButtonLink to={paths.kyc.getHref()} size="sm" variant="ghost">
            ← Back to the queue
          </ButtonLink>
          <h2 className="text-base font-semibold text-slate-900">
            {profile.username} <span className="font-normal text-slate-600">uid {uid}</span>
          </h2>
          <Badge tone={statusTone(kyc.status)}>{KYC_STATUS_LABELS[kyc.status]}</Badge>
        </div>
        <div className="flex gap-2">
          <ButtonLink to={paths.player.getHref(uid)} size="sm">
            Player page
          </ButtonLink>
          {canDecide && (
            <>
              <Button variant="danger" size="sm" onClick={() => setDeciding('reject')}>
                Reject
              </Button>
              <Button variant="primary" size="sm" onClick={() => setDeciding('approve')}>
                Approve
              </Button>
            </>
          )}
        </div>
      </div>
      {decided && (
        <Notice tone="success">
          {decided === 'approve' ? 'KYC approved.' : 'KYC rejected; the player was told why.'}
        </Notice>
      )}
      <Photos kyc={kyc} />
      <div className="grid gap-5 xl:grid-cols-2">
        <Comparison kyc={kyc} />
        <OtherDetails kyc={kyc} profile={profile} />
      </div>
      <KycHistoryPanel history={history} />
      {deciding && (
        <DecisionDialog
          uid={uid}
          username={profile.username}
          onClose={() => setDeciding(null)}
          onDone={() => {
            setDeciding(null);
            setDecided(deciding);
          }}
        />
      )}
    </div>
  );
}

function Photos({ kyc }: { kyc: KycRecord }) {
  const { attachments } = kyc;
  const photos = [
    { label: 'ID, front', url: attachments.idPhotoUrl },
    { label: 'ID, back', url: attachments.idPhotoBackUrl },
    { label: 'Selfie with ID', url: attachments.selfieWithIDPhotoPathUrl },
    { label: 'Face (liveness)', url: attachments.faceUrl },
  ];
  return (
    <Panel title="Photos">
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {photos.map((photo) => (
          <li key={photo.label}>
            <figure>
              <div className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded-md bg-slate-100 ring-1 ring-slate-200">
                {photo.url ? (
                  <a href={photo.url} target="_blank" rel="noreferrer" className="block size-full">
                    <img
                      src={photo.url}
                      alt={`${photo.label} of the player`}
                      className="size-full object-contain"
                    />
                    <span className="sr-only"> (opens full size)</span>
                  </a>
                ) : (
                  <span className="text-xs text-slate-600">Not uploaded</span>
                )}
              </div>
              <figcaption className="mt-1.5 text-xs font-medium text-slate-700">
                {photo.label}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

const normal = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();

/** What the player typed beside what the OCR read from the document. */
function Comparison({ kyc }: { kyc: KycRecord }) {
  const ocr = kyc.ocr;
  const rows: [string, string, string | undefined][] = [
    ['First name', kyc.first_name, ocr?.realName.first],
    ['Middle name', kyc.middle_name, ocr?.realName.middle],
    ['Last name', kyc.last_name, ocr?.realName.last],
    ['Birthday', kyc.birthday, ocr?.birthday],
    ['Gender', kyc.gender, ocr?.gender],
    ['ID type', kyc.id_type, ocr?.idType],
    ['ID number', kyc.id_number, ocr?.idNumber],
    ['Nationality', kyc.nationality, ocr?.extraDetails.nationality],
    ['Address', kyc.current_address, ocr?.extraDetails.address],
  ];
  return (
    <Panel
      title="Form and document"
      flush
      actions={
        ocr ? (
          <span className="text-xs text-slate-600">
            OCR confidence {Math.round(ocr.extraDetails.confidence_score * 100) / 100}
            {ocr.extraDetails.verified ? ' · verified' : ' · not verified'}
          </span>
        ) : (
          <Badge tone="warning">No OCR result</Badge>
        )
      }
    >
      <Table caption="What the player typed beside what the OCR read">
        <thead>
          <tr>
            <Th>Field</Th>
            <Th>Player typed</Th>
            <Th>OCR read</Th>
            <Th>
              <span className="sr-only">Match</span>
            </Th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, typed, read]) => {
            const compared = read !== undefined && read !== '' && typed !== '';
            const same = compared && normal(read) === normal(typed);
            return (
              <tr key={label} className={compared && !same ? 'bg-amber-50' : undefined}>
                <RowTh className="font-normal text-slate-700">{label}</RowTh>
                <Td className="font-medium">{typed || '—'}</Td>
                <Td>{read || '—'}</Td>
                <Td align="right">
                  {compared ? (
                    same ? (
                      <Badge tone="success">Matches</Badge>
                    ) : (
                      <Badge tone="warning">Differs</Badge>
                    )
                  ) : (
                    <span className="text-xs whitespace-nowrap text-slate-600">Not compared</span>
                  )}
                </Td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Panel>
  );
}

function OtherDetails({ kyc, profile }: { kyc: KycRecord; profile: Profile }) {
  return (
    <Panel title="Submission">
      <Details
        items={[
          ['Phone', `+${kyc.country_code} ${kyc.phone}`],
          ['Birthday', formatDate(kyc.birthday)],
          ['Place of birth', kyc.place_of_birth],
          ['Nationality', kyc.nationality],
          ['Current address', kyc.current_address],
          ['Permanent address', kyc.permanent_address],
          ['Occupation', kyc.occupation],
          ['Nature of work', kyc.nature_of_work],
          ['Source of funds', kyc.source_of_income],
          ['Nearest branch', kyc.nearest_branch],
          ['ID issued by', kyc.extra_details.issuing_authority],
          ['ID expires', formatDate(kyc.extra_details.expiry_date)],
          ['Submitted', `${formatDateTime(kyc.updated_at)} (${formatAge(kyc.updated_at)} ago)`],
          ['Deadline', formatDateTime(kyc.deadline_at)],
          ['Reviews so far', String(kyc.review_times)],
          ['Last reviewer', kyc.reviewer],
          ['Last rejection', kyc.issue_msg],
          [
            'Fields named then',
            kyc.issue_fields.length
              ? kyc.issue_fields
                  .map((field) => ISSUE_FIELD_LABELS[field as never] ?? humanize(field))
                  .join(', ')
              : '',
          ],
          ['Account created', formatDateTime(profile.created_at)],
          ['Blacklist check', kyc.blacklist_status ? 'Listed' : 'Clear'],
        ]}
      />
    </Panel>
  );
}

type DialogProps = { uid: number; username: string; onClose: () => void; onDone: () => void };

/** The reviewer's own reason, which the player does not see. */
const INTERNAL_REASON = {
  label: 'Reason (internal)',
  rows: 2,
  hint: 'Kept in the audit log; the player does not see it.',
};

function ApproveDialog({ uid, username, onClose, onDone }: DialogProps) {
  return (
    <CallDialog
      call={operatorCalls.adminKycReview}
      invalidates={KYC_READS}
      defaultValues={{ uid, decision: 'approve', reason: '' }}
      title="Approve KYC"
      description={`Player ${username}, uid ${uid}.`}
      intro="The player becomes fully verified and can deposit, play and withdraw."
      reason={INTERNAL_REASON}
      submit="Approve"
      onClose={onClose}
      onDone={onDone}
    />
  );
}

function RejectDialog({ uid, username, onClose, onDone }: DialogProps) {
  return (
    <CallDialog
      call={operatorCalls.adminKycReview}
      invalidates={KYC_READS}
      check={{
        require: (values) => ({
          issue_msg: values.issue_msg?.trim() ? '' : REJECT_REASON_REQUIRED,
        }),
      }}
      defaultValues={{ uid, decision: 'reject', issue_msg: '', issue_fields: [], reason: '' }}
      title="Reject KYC"
      wide
      description={`Player ${username}, uid ${uid}. The player sees the message and the fields to correct.`}
      fields={(form) => (
        <>
          <TextAreaField
            label="Message to the player"
            rows={3}
            error={form.formState.errors.issue_msg?.message}
            {...form.register('issue_msg')}
          />
          <fieldset>
            <legend className="text-[13px] font-medium text-slate-800">Fields to correct</legend>
            <div className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
              {KYC_ISSUE_FIELDS.map((field) => (
                <CheckboxField
                  key={field}
                  label={ISSUE_FIELD_LABELS[field]}
                  value={field}
                  {...form.register('issue_fields')}
                />
              ))}
            </div>
            {form.formState.errors.issue_fields && (
              <p className="mt-1 text-xs text-red-700">
                {form.formState.errors.issue_fields.message}
              </p>
            )}
          </fieldset>
        </>
      )}
      reason={INTERNAL_REASON}
      submit="Reject"
      variant="danger"
      onClose={onClose}
      onDone={onDone}
    />
  );
}
