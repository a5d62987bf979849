import { useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import {
  amountToCentavos,
  centavosToAmount,
  isHeld,
  operatorCalls,
  type AdminWithdrawItem,
  type Held,
  type PayloadOf,
  type WithdrawStatus,
} from '@pisoplay/contract';
import { useMayCall } from '@/shared/auth/permissions';
import { paths } from '@/shared/config/paths';
import { callResolver } from '@/shared/forms/call-resolver';
import { formatAge, formatDateTime, formatPeso, humanize } from '@/shared/lib/format';
import { useNow } from '@/shared/lib/use-now';
import { Badge, statusTone } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogActions } from '@/shared/ui/dialog';
import { EmptyState, ErrorAlert, Loading, Notice } from '@/shared/ui/feedback';
import { RadioGroupField, Segmented, TextAreaField } from '@/shared/ui/form';
import { HeldNotice } from '@/shared/ui/held';
import { PageHeader, Panel } from '@/shared/ui/page';
import { Pager, Stacked, Table, Td, Th } from '@/shared/ui/table';
import {
  SUMMARY_SIZE,
  WITHDRAW_PAGE_SIZE,
  usePayingCount,
  useWaitingWithdrawals,
  useWithdrawReview,
  useWithdrawSettle,
  useWithdrawals,
} from '../api/withdrawals';

const STATUSES: readonly { value: WithdrawStatus; label: string }[] = [
  { value: 'under_review', label: 'To review' },
  { value: 'paying', label: 'Paying' },
  { value: 'completed', label: 'Completed' },
  { value: 'canceled', label: 'Canceled' },
  { value: 'timeout', label: 'Timed out' },
];

/** A payout with no definite answer after this long is the gateway's to reconcile by hand. */
const PAYOUT_DEADLINE_MS = 30 * 60_000;

type Action = { kind: 'approve' | 'reject' | 'settle'; order: AdminWithdrawItem };
type Outcome = { text: string } | { held: Held };

/**
 * Withdrawals: what waits for review (count and total), the list by status, oldest first;
 * finance approves or rejects (a large one is held for a second operator) and settles those
 * left paying without a definite answer from the gateway.
 */
export function WithdrawalsPage() {
  const [status, setStatus] = useState<WithdrawStatus>('under_review');
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<Action | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const list = useWithdrawals(status, page);
  const now = useNow();
  const may = useMayCall();
  const canReview = may(operatorCalls.adminWithdrawReview);
  const canSettle = may(operatorCalls.adminWithdrawSettle);
  return (
    <>
      <PageHeader
        title="Withdrawals"
        description="Payouts waiting for a finance decision, and those the gateway left unanswered."
      />
      <Summary onShow={setStatus} />
      {outcome && (
        <div className="mb-4">
          {'held' in outcome ? (
            <HeldNotice held={outcome.held} />
          ) : (
            <Notice tone="success">{outcome.text}</Notice>
          )}
        </div>
      )}
      <Panel
        flush
        title={`${STATUSES.find((s) => s.value === status)?.label}${list.data ? ` · ${list.data.t}` : ''}`}
        actions={
          <Segmented
            label="Status"
            value={status}
            options={STATUSES}
            onChange={(next) => {
              setStatus(next);
              setPage(1);
            }}
          />
        }
      >
        {list.isPending ? (
          <Loading label="Loading withdrawals…" />
        ) : list.isError ? (
          <div className="p-4">
            <ErrorAlert error={list.error} onRetry={() => list.refetch()} />
          </div>
        ) : list.data.d.length === 0 ? (
          <EmptyState
            title={
              status === 'under_review'
                ? 'No withdrawals waiting'
                : status === 'paying'
                  ? 'No payouts in flight'
                  : 'No withdrawals in this status'
            }
          />
        ) : (
          <>
            <Table caption={`Withdrawals: ${humanize(status)}`}>
              <thead>
                <tr>
                  <Th>Order</Th>
                  <Th>Player</Th>
                  <Th>To</Th>
                  <Th align="right">Amount</Th>
                  <Th>Requested</Th>
                  <Th>Status</Th>
                  <Th className="hidden xl:table-cell">Note</Th>
                  <Th>
                    <span className="sr-only">Actions</span>
                  </Th>
                </tr>
              </thead>
              <tbody>
                {list.data.d.map((order) => {
                  const overdue =
                    order.status === 'paying' &&
                    now - Date.parse(order.created_at) > PAYOUT_DEADLINE_MS;
                  return (
                    <tr key={order.id} className="hover:bg-slate-50">
                      <Td className="font-mono text-xs">W{order.id}</Td>
                      <Td>
                        <Stacked
                          primary={
                            <Link
                              to={paths.player.getHref(order.uid)}
                              className="font-medium text-indigo-700 hover:underline"
                            >
                              {order.username}
                            </Link>
                          }
                          secondary={`uid ${order.uid}`}
                        />
                      </Td>
                      <Td>
                        <Stacked
                          primary={order.channel_name}
                          secondary={<span className="font-mono">{order.account}</span>}
                        />
                      </Td>
                      <Td align="right" className="font-medium whitespace-nowrap">
                        {formatPeso(order.amount)}
                      </Td>
                      <Td className="whitespace-nowrap">
                        <Stacked
                          primary={formatDateTime(order.created_at)}
                          secondary={`waiting ${formatAge(order.created_at, now)}`}
                        />
                      </Td>
                      <Td>
                        <span className="flex flex-wrap gap-1">
                          <Badge tone={statusTone(order.status)}>{humanize(order.status)}</Badge>
                          {overdue && <Badge tone="danger">Needs reconciling</Badge>}
                        </span>
                      </Td>
                      <Td className="hidden max-w-48 truncate xl:table-cell" title={order.reason}>
                        {order.reason || '—'}
                      </Td>
                      <Td align="right">
                        <span className="flex justify-end gap-1.5">
                          {order.status === 'under_review' && canReview && (
                            <>
                              <Button
                                size="sm"
                                onClick={() => setAction({ kind: 'reject', order })}
                                aria-label={`Reject W${order.id}`}
                              >
                                Reject
                              </Button>
                              <Button
                                size="sm"
                                variant="primary"
                                onClick={() => setAction({ kind: 'approve', order })}
                                aria-label={`Approve W${order.id}`}
                              >
                                Approve
                              </Button>
                            </>
                          )}
                          {order.status === 'paying' && canSettle && (
                            <Button
                              size="sm"
                              onClick={() => setAction({ kind: 'settle', order })}
                              aria-label={`Settle W${order.id}`}
                            >
                              Settle
                            </Button>
                          )}
                        </span>
                      </Td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
            <Pager page={page} pageSize={WITHDRAW_PAGE_SIZE} total={list.data.t} onPage={setPage} />
          </>
        )}
      </Panel>
      {action && action.kind !== 'settle' && (
        <ReviewDialog
          decision={action.kind}
          order={action.order}
          onClose={() => setAction(null)}
          onDone={(result) => {
            setAction(null);
            setOutcome(
              isHeld(result)
                ? { held: result }
                : {
                    text: `W${action.order.id} ${action.kind === 'approve' ? 'approved: the payout is requested' : 'rejected: the amount returned to the player'}.`,
                  },
            );
          }}
        />
      )}
      {action?.kind === 'settle' && (
        <SettleDialog
          order={action.order}
          onClose={() => setAction(null)}
          onDone={(order) => {
            setAction(null);
            setOutcome({ text: `W${order.id} settled: ${humanize(order.status)}.` });
          }}
        />
      )}
    </>
  );
}

function Summary({ onShow }: { onShow: (status: WithdrawStatus) => void }) {
  const waiting = useWaitingWithdrawals();
  const paying = usePayingCount();
  const total = (waiting.data?.d ?? []).reduce(
    (sum, order) => sum + (amountToCentavos(order.amount) ?? 0),
    0,
  );
  const partial = (waiting.data?.t ?? 0) > SUMMARY_SIZE;
  return (
    <dl className="mb-5 grid gap-4 sm:grid-cols-3">
      <SummaryCard
        label="Waiting for review"
        value={waiting.data ? String(waiting.data.t) : '–'}
        onShow={() => onShow('under_review')}
      />
      <SummaryCard
        label={partial ? `Total of the oldest ${SUMMARY_SIZE}` : 'Total waiting'}
        value={waiting.data ? formatPeso(centavosToAmount(total)) : '–'}
      />
      <SummaryCard
        label="Paying (gateway not answered yet)"
        value={paying.data ? String(paying.data.t) : '–'}
        onShow={() => onShow('paying')}
      />
    </dl>
  );
}

function SummaryCard({
  label,
  value,
  onShow,
}: {
  label: string;
  value: string;
  onShow?: () => void;
}) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-xs">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 flex items-baseline justify-between gap-2">
        <span className="text-2xl font-semibold text-slate-900 tabular-nums">{value}</span>
        {onShow && (
          <button
            type="button"
            onClick={onShow}
            className="text-xs font-medium text-indigo-700 hover:underline"
          >
            Show<span className="sr-only"> {label.toLowerCase()}</span>
          </button>
        )}
      </dd>
    </div>
  );
}

type ReviewPayload = PayloadOf<typeof operatorCalls.adminWithdrawReview>;

function ReviewDialog({
  decision,
  order,
  onClose,
  onDone,
}: {
  decision: 'approve' | 'reject';
  order: AdminWithdrawItem;
  onClose: () => void;
  onDone: (result: AdminWithdrawItem | Held) => void;
}) {
  const review = useWithdrawReview();
  const form = useForm<ReviewPayload>({
    resolver: callResolver(operatorCalls.adminWithdrawReview),
    defaultValues: { id: order.id, decision, reason: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const approve = decision === 'approve';
  return (
    <Dialog
      title={approve ? 'Approve withdrawal' : 'Reject withdrawal'}
      onClose={onClose}
      description={`W${order.id}: ${formatPeso(order.amount)} to ${order.channel_name} ${order.account}, for ${order.username} (uid ${order.uid}).`}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit((payload) =>
          review.mutateAsync(payload).then(onDone, () => {}),
        )}
      >
        <p className="text-sm text-slate-700">
          {approve
            ? 'The payout is requested from the gateway at once. A large withdrawal waits for a second operator.'
            : 'The amount returns to the player’s balance, and the player sees the reason.'}
        </p>
        <TextAreaField
          label="Reason"
          hint={approve ? 'Kept in the audit log.' : 'The player sees it.'}
          error={errors.reason?.message}
          {...form.register('reason')}
        />
        {review.isError && <ErrorAlert error={review.error} />}
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

type SettlePayload = PayloadOf<typeof operatorCalls.adminWithdrawSettle>;

function SettleDialog({
  order,
  onClose,
  onDone,
}: {
  order: AdminWithdrawItem;
  onClose: () => void;
  onDone: (order: AdminWithdrawItem) => void;
}) {
  const settle = useWithdrawSettle();
  const form = useForm<SettlePayload>({
    resolver: callResolver(operatorCalls.adminWithdrawSettle, {
      messages: { outcome: 'Choose what happened' },
    }),
    defaultValues: { id: order.id, outcome: undefined, evidence: '' },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <Dialog
      title="Settle a payout"
      onClose={onClose}
      description={`W${order.id}: ${formatPeso(order.amount)} to ${order.channel_name} ${order.account}. Use this only when the gateway gave no definite answer.`}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit((payload) =>
          settle.mutateAsync(payload).then(onDone, () => {}),
        )}
      >
        <RadioGroupField
          legend="What happened"
          error={errors.outcome?.message}
          options={[
            {
              value: 'paid',
              label: 'Paid',
              hint: 'The money reached the player: the order completes.',
            },
            {
              value: 'not_paid',
              label: 'Not paid',
              hint: 'The gateway did not pay: the amount returns to the player.',
            },
          ]}
          {...form.register('outcome')}
        />
        <TextAreaField
          label="Evidence"
          hint="The gateway reference or the bank statement line; kept in the audit log."
          error={errors.evidence?.message}
          {...form.register('evidence')}
        />
        {settle.isError && <ErrorAlert error={settle.error} />}
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" busy={isSubmitting}>
            Settle
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
