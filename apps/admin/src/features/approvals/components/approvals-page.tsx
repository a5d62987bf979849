import { useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import {
  APPROVAL_ACTION_TITLES,
  operatorCalls,
  type ApprovalState,
  type OperatorApproval,
  type PayloadOf,
} from '@pisoplay/contract';
import { useMayCall } from '@/shared/auth/permissions';
import { paths } from '@/shared/config/paths';
import { callResolver } from '@/shared/forms/call-resolver';
import { formatAge, formatDateTime, humanize } from '@/shared/lib/format';
import { useOperatorSession } from '@/shared/session/session-store';
import { Badge, statusTone } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogActions } from '@/shared/ui/dialog';
import { EmptyState, ErrorAlert, Loading, Notice } from '@/shared/ui/feedback';
import { Segmented, TextAreaField } from '@/shared/ui/form';
import { PageHeader, Panel } from '@/shared/ui/page';
import { Pager, Stacked, Table, Td, Th } from '@/shared/ui/table';
import { APPROVAL_PAGE_SIZE, useApprovalDecide, useApprovals } from '../api/approvals';

const STATES: readonly { value: ApprovalState; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'failed', label: 'Failed' },
];

type Deciding = { approval: OperatorApproval; decision: 'approve' | 'reject' };

/**
 * Four eyes: decisions one operator asked for that a second must approve (large withdrawals,
 * manual credits, bonus grants, vouchers, a channel switched back on), oldest first. The
 * operator who asked cannot decide; the server says so.
 */
export function ApprovalsPage() {
  const [state, setState] = useState<ApprovalState>('pending');
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const [result, setResult] = useState<OperatorApproval | null>(null);
  const list = useApprovals(state, page);
  const canDecide = useMayCall()(operatorCalls.adminApprovalDecide);
  const me = useOperatorSession()?.operator.username;
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
      <Panel
        flush
        title={`${STATES.find((s) => s.value === state)?.label}${list.data ? ` · ${list.data.t}` : ''}`}
        actions={
          <Segmented
            label="State"
            value={state}
            options={STATES}
            onChange={(next) => {
              setState(next);
              setPage(1);
            }}
          />
        }
      >
        {list.isPending ? (
          <Loading label="Loading requests…" />
        ) : list.isError ? (
          <div className="p-4">
            <ErrorAlert error={list.error} onRetry={() => list.refetch()} />
          </div>
        ) : list.data.d.length === 0 ? (
          <EmptyState
            title={state === 'pending' ? 'No decisions waiting' : 'No requests in this state'}
          />
        ) : (
          <>
            <Table caption={`Approval requests: ${state}`}>
              <thead>
                <tr>
                  <Th>Request</Th>
                  <Th>What will happen</Th>
                  <Th>Player</Th>
                  <Th>Asked</Th>
                  {state === 'pending' ? (
                    <Th>
                      <span className="sr-only">Actions</span>
                    </Th>
                  ) : (
                    <Th>Decision</Th>
                  )}
                </tr>
              </thead>
              <tbody>
                {list.data.d.map((approval) => (
                  <tr key={approval.id} className="align-top hover:bg-slate-50">
                    <Td className="whitespace-nowrap">
                      <Stacked
                        primary={
                          APPROVAL_ACTION_TITLES[approval.action] ?? humanize(approval.action)
                        }
                        secondary={`#${approval.id}`}
                      />
                    </Td>
                    <Td className="min-w-64">
                      <Stacked
                        primary={<span className="font-medium">{approval.summary}</span>}
                        secondary={`Reason: ${approval.reason}`}
                      />
                    </Td>
                    <Td className="whitespace-nowrap">
                      {approval.target_uid ? (
                        <Link
                          to={paths.player.getHref(approval.target_uid)}
                          className="text-indigo-700 hover:underline"
                        >
                          uid {approval.target_uid}
                        </Link>
                      ) : (
                        '—'
                      )}
                    </Td>
                    <Td className="whitespace-nowrap">
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
                    </Td>
                    {state === 'pending' ? (
                      <Td align="right">
                        {canDecide && (
                          <span className="flex justify-end gap-1.5">
                            <Button
                              size="sm"
                              onClick={() => setDeciding({ approval, decision: 'reject' })}
                              aria-label={`Reject request ${approval.id}`}
                            >
                              Reject
                            </Button>
                            <Button
                              size="sm"
                              variant="primary"
                              onClick={() => setDeciding({ approval, decision: 'approve' })}
                              aria-label={`Approve request ${approval.id}`}
                            >
                              Approve
                            </Button>
                          </span>
                        )}
                      </Td>
                    ) : (
                      <Td className="max-w-72">
                        <Badge tone={statusTone(approval.state)}>{humanize(approval.state)}</Badge>
                        <span className="mt-1 block text-xs text-slate-600">
                          {approval.decided_by ?? '—'}, {formatDateTime(approval.decided_at)}
                        </span>
                        {approval.decision_reason && (
                          <span className="mt-1 block">{approval.decision_reason}</span>
                        )}
                        {approval.error && (
                          <span className="mt-1 block text-red-700">{approval.error}</span>
                        )}
                      </Td>
                    )}
                  </tr>
                ))}
              </tbody>
            </Table>
            <Pager page={page} pageSize={APPROVAL_PAGE_SIZE} total={list.data.t} onPage={setPage} />
          </>
        )}
      </Panel>
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

type DecidePayload = PayloadOf<typeof operatorCalls.adminApprovalDecide>;

function DecideDialog({
  approval,
  decision,
  onClose,
  onDone,
}: Deciding & { onClose: () => void; onDone: (approval: OperatorApproval) => void }) {
  const decide = useApprovalDecide();
  const form = useForm<DecidePayload>({
    resolver: callResolver(operatorCalls.adminApprovalDecide),
    defaultValues: { id: approval.id, decision, reason: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const approve = decision === 'approve';
  return (
    <Dialog
      title={approve ? 'Approve request' : 'Reject request'}
      onClose={onClose}
      description={`#${approval.id} ${APPROVAL_ACTION_TITLES[approval.action] ?? approval.action}: ${approval.summary}. Asked by ${approval.requested_by}: “${approval.reason}”.`}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit((payload) =>
          decide.mutateAsync(payload).then(onDone, () => {}),
        )}
      >
        <p className="text-sm text-slate-700">
          {approve
            ? 'It runs now, as your decision, and is audited under your name.'
            : 'Nothing happens; the operator who asked sees your reason.'}
        </p>
        <TextAreaField label="Reason" error={errors.reason?.message} {...form.register('reason')} />
        {decide.isError && <ErrorAlert error={decide.error} />}
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant={approve ? 'primary' : 'danger'} busy={isSubmitting}>
            {approve ? 'Approve' : 'Reject'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
