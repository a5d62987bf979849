import { useState } from 'react';
import { Link } from 'react-router';
import {
  APPROVAL_ACTION_TITLES,
  operatorCalls,
  type ApprovalState,
  type OperatorApproval,
} from '@pisoplay/contract';
import { useMayCall } from '@/shared/auth/permissions';
import { paths } from '@/shared/config/paths';
import { CallDialog } from '@/shared/forms/call-dialog';
import { choicesOf, formatAge, formatDateTime, humanize } from '@/shared/lib/format';
import { usePagedFilter } from '@/shared/lib/use-paged-filter';
import { useOperatorSession } from '@/shared/session/session-store';
import { Badge, statusTone } from '@/shared/ui/badge';
import { DecisionButtons } from '@/shared/ui/button';
import { CodeListPanel, codesIn } from '@/shared/ui/code-list';
import { Notice } from '@/shared/ui/feedback';
import { QueuePanel } from '@/shared/ui/list-panel';
import { PageHeader } from '@/shared/ui/page';
import { Stacked, actionsColumn } from '@/shared/ui/table';
import { APPROVAL_PAGE_SIZE, APPROVAL_READS, useApprovals } from '../api/approvals';

const STATES = choicesOf<ApprovalState>(['pending', 'approved', 'rejected', 'failed']);

type Deciding = { approval: OperatorApproval; decision: 'approve' | 'reject' };

/**
 * Four eyes: decisions one operator asked for that a second must approve (large withdrawals,
 * manual credits, bonus grants, vouchers, a channel switched back on), oldest first. The
 * operator who asked cannot decide; the server says so. Approving a voucher batch shows its
 * codes to the approver, this once.
 */
export function ApprovalsPage() {
  const filter = usePagedFilter<ApprovalState>('pending');
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const [result, setResult] = useState<OperatorApproval | null>(null);
  const list = useApprovals(filter.value, filter.page);
  const canDecide = useMayCall()(operatorCalls.adminApprovalDecide);
  const me = useOperatorSession()?.operator.username;
  const pending = filter.value === 'pending';
  /** What an approved voucher batch answered: its codes, shown this once. */
  const codes = codesIn(result?.result);
  return (
    <>
      <PageHeader
        title="Approvals"
        description="Decisions waiting for a second operator. You cannot approve your own request."
      />
      {result && (
        <div className="mb-4">
          {result.state === 'failed' ? (
            <Notice tone="warning">
              Request #{result.id} was approved but could not run: {result.error}
            </Notice>
          ) : (
            <Notice tone="success">
              Request #{result.id} {result.state}: {result.summary}.
            </Notice>
          )}
        </div>
      )}
      {result && codes && (
        <div className="mb-4">
          <CodeListPanel title={`Voucher codes of request #${result.id}`} codes={codes} shownOnce />
        </div>
      )}
      <QueuePanel
        filter={filter}
        options={STATES}
        filterLabel="State"
        query={list}
        pageSize={APPROVAL_PAGE_SIZE}
        label="Loading requests…"
        empty={pending ? 'No decisions waiting' : 'No requests in this state'}
        table={{
          caption: `Approval requests: ${filter.value}`,
          rowKey: (approval) => approval.id,
          rowClassName: 'align-top hover:bg-slate-50',
          columns: [
            {
              head: 'Request',
              className: 'whitespace-nowrap',
              cell: (approval) => (
                <Stacked
                  primary={APPROVAL_ACTION_TITLES[approval.action] ?? humanize(approval.action)}
                  secondary={`#${approval.id}`}
                />
              ),
            },
            {
              head: 'What will happen',
              className: 'min-w-64',
              cell: (approval) => (
                <Stacked
                  primary={<span className="font-medium">{approval.summary}</span>}
                  secondary={`Reason: ${approval.reason}`}
                />
              ),
            },
            {
              head: 'Player',
              className: 'whitespace-nowrap',
              cell: (approval) =>
                approval.target_uid ? (
                  <Link
                    to={paths.player.getHref(approval.target_uid)}
                    className="text-indigo-700 hover:underline"
                  >
                    uid {approval.target_uid}
                  </Link>
                ) : (
                  '—'
                ),
            },
            {
              head: 'Asked',
              className: 'whitespace-nowrap',
              cell: (approval) => <Asked approval={approval} me={me} />,
            },
            pending
              ? actionsColumn<OperatorApproval>(
                  (approval) =>
                    canDecide && (
                      <span className="flex justify-end gap-1.5">
                        <DecisionButtons
                          name={`request ${approval.id}`}
                          onDecide={(decision) => setDeciding({ approval, decision })}
                        />
                      </span>
                    ),
                )
              : {
                  head: 'Decision',
                  className: 'max-w-72',
                  cell: (approval) => <Decision approval={approval} />,
                },
          ],
        }}
      />
      {deciding && (
        <DecideDialog
          {...deciding}
          onClose={() => setDeciding(null)}
          onDone={(approval) => {
            setDeciding(null);
            setResult(approval);
          }}
        />
      )}
    </>
  );
}

/** Who asked, when, and how long ago; the operator's own requests say so. */
function Asked({ approval, me }: { approval: OperatorApproval; me: string | undefined }) {
  return (
    <Stacked
      primary={
        <>
          {approval.requested_by}
          {approval.requested_by === me && (
            <span className="ml-1.5">
              <Badge tone="accent">You</Badge>
            </span>
          )}
        </>
      }
      secondary={
        <>
          {formatDateTime(approval.requested_at)}
          <br />
          {formatAge(approval.requested_at)} ago
        </>
      }
    />
  );
}

/** How a request was decided: its state, by whom and when, why, and what failed. */
function Decision({ approval }: { approval: OperatorApproval }) {
  return (
    <>
      <Badge tone={statusTone(approval.state)}>{humanize(approval.state)}</Badge>
      <span className="mt-1 block text-xs text-slate-600">
        {approval.decided_by ?? '—'}, {formatDateTime(approval.decided_at)}
      </span>
      {approval.decision_reason && <span className="mt-1 block">{approval.decision_reason}</span>}
      {approval.error && <span className="mt-1 block text-red-700">{approval.error}</span>}
    </>
  );
}

function DecideDialog({
  approval,
  decision,
  onClose,
  onDone,
}: Deciding & { onClose: () => void; onDone: (approval: OperatorApproval) => void }) {
  const approve = decision === 'approve';
  return (
    <CallDialog
      call={operatorCalls.adminApprovalDecide}
      invalidates={APPROVAL_READS}
      defaultValues={{ id: approval.id, decision, reason: '' }}
      title={approve ? 'Approve request' : 'Reject request'}
      description={`#${approval.id} ${APPROVAL_ACTION_TITLES[approval.action] ?? approval.action}: ${approval.summary}. Asked by ${approval.requested_by}: “${approval.reason}”.`}
      intro={
        approve
          ? 'It runs now, as your decision, and is audited under your name.'
          : 'Nothing happens; the operator who asked sees your reason.'
      }
      submit={approve ? 'Approve' : 'Reject'}
      variant={approve ? 'primary' : 'danger'}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
