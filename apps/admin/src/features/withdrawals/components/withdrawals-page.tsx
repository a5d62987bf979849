import {
  amountToCentavos,
  centavosToAmount,
  operatorCalls,
  type AdminWithdrawItem,
  type Held,
  type WithdrawStatus,
} from '@pisoplay/contract';
import { useMayCall } from '@/shared/auth/permissions';
import { CallDialog, SettleDialog } from '@/shared/forms/call-dialog';
import { choicesOf, formatAge, formatDateTime, formatPeso, humanize } from '@/shared/lib/format';
import { useActing } from '@/shared/lib/use-acting';
import { usePagedFilter } from '@/shared/lib/use-paged-filter';
import { useNow } from '@/shared/lib/use-now';
import { Badge, statusTone } from '@/shared/ui/badge';
import { ChangeButton, DecisionButtons } from '@/shared/ui/button';
import { OutcomeNotice, outcomeOf } from '@/shared/ui/held';
import { QueuePanel } from '@/shared/ui/list-panel';
import { PageHeader } from '@/shared/ui/page';
import { PlayerCell, Stacked, actionsColumn, type Column } from '@/shared/ui/table';
import {
  SUMMARY_SIZE,
  WITHDRAW_PAGE_SIZE,
  WITHDRAW_READS,
  usePaying,
  useWaitingWithdrawals,
  useWithdrawals,
} from '../api/withdrawals';

const STATUSES = choicesOf<WithdrawStatus>(
  ['under_review', 'paying', 'completed', 'canceled', 'timeout'],
  { under_review: 'To review', timeout: 'Timed out' },
);

type Action = { kind: 'approve' | 'reject' | 'settle'; order: AdminWithdrawItem };

/**
 * Withdrawals: what waits for review (count and total), the list by status, oldest first;
 * finance approves or rejects (a large one is held for a second operator) and settles those
 * left paying without a definite answer from the gateway.
 */
export function WithdrawalsPage() {
  const filter = usePagedFilter<WithdrawStatus>('under_review');
  const { acting: action, act: setAction, stop, outcome, done } = useActing<Action>();
  const list = useWithdrawals(filter.value, filter.page);
  const now = useNow();
  const may = useMayCall();
  const canReview = may(operatorCalls.adminWithdrawReview);
  const canSettle = may(operatorCalls.adminWithdrawSettle);
  const status = filter.value;
  const columns: Column<AdminWithdrawItem>[] = [
    { head: 'Order', className: 'font-mono text-xs', cell: (order) => `W${order.id}` },
    {
      head: 'Player',
      cell: (order) => (
        <PlayerCell uid={order.uid} username={order.username} secondary={`uid ${order.uid}`} />
      ),
    },
    {
      head: 'To',
      cell: (order) => (
        <Stacked
          primary={order.channel_name}
          secondary={<span className="font-mono">{order.account}</span>}
        />
      ),
    },
    {
      head: 'Amount',
      align: 'right',
      className: 'font-medium whitespace-nowrap',
      cell: (order) => formatPeso(order.amount),
    },
    {
      head: 'Requested',
      className: 'whitespace-nowrap',
      cell: (order) => (
        <Stacked
          primary={formatDateTime(order.created_at)}
          secondary={`waiting ${formatAge(order.created_at, now)}`}
        />
      ),
    },
    {
      head: 'Status',
      cell: (order) => (
        <span className="flex flex-wrap gap-1">
          <Badge tone={statusTone(order.status)}>{humanize(order.status)}</Badge>
          {order.flagged_at && (
            <Badge tone="danger">Needs reconciling since {formatDateTime(order.flagged_at)}</Badge>
          )}
        </span>
      ),
    },
    {
      head: 'Note',
      headClassName: 'hidden xl:table-cell',
      className: 'hidden max-w-48 truncate xl:table-cell',
      title: (order) => order.reason,
      cell: (order) => order.reason || '—',
    },
    actionsColumn((order) => (
      <span className="flex justify-end gap-1.5">
        {order.status === 'under_review' && canReview && (
          <DecisionButtons name={`W${order.id}`} onDecide={(kind) => setAction({ kind, order })} />
        )}
        {order.status === 'paying' && canSettle && (
          <ChangeButton
            name={`W${order.id}`}
            label="Settle"
            onClick={() => setAction({ kind: 'settle', order })}
          />
        )}
      </span>
    )),
  ];
  return (
    <>
      <PageHeader
        title="Withdrawals"
        description="Payouts waiting for a finance decision, and those the gateway left unanswered."
      />
      <Summary onShow={filter.setValue} />
      <OutcomeNotice outcome={outcome} />
      <QueuePanel
        filter={filter}
        options={STATUSES}
        query={list}
        pageSize={WITHDRAW_PAGE_SIZE}
        label="Loading withdrawals…"
        empty={
          status === 'under_review'
            ? 'No withdrawals waiting'
            : status === 'paying'
              ? 'No payouts in flight'
              : 'No withdrawals in this status'
        }
        table={{ caption: `Withdrawals: ${humanize(status)}`, rowKey: (o) => o.id, columns }}
      />
      {action && action.kind !== 'settle' && (
        <ReviewDialog
          decision={action.kind}
          order={action.order}
          onClose={stop}
          onDone={(result) =>
            done(
              outcomeOf(
                result,
                () =>
                  `W${action.order.id} ${action.kind === 'approve' ? 'approved: the payout is requested' : 'rejected: the amount returned to the player'}.`,
              ),
            )
          }
        />
      )}
      {action?.kind === 'settle' && (
        <SettleDialog
          call={operatorCalls.adminWithdrawSettle}
          invalidates={WITHDRAW_READS}
          check={{ messages: { outcome: 'Choose what happened' } }}
          defaultValues={{ id: action.order.id, outcome: undefined, evidence: '' }}
          title="Settle a payout"
          description={`${describe(action.order)}. Use this only when the gateway gave no definite answer.`}
          legend="What happened"
          outcomes={[
            ['paid', 'Paid', 'The money reached the player: the order completes.'],
            ['not_paid', 'Not paid', 'The gateway did not pay: the amount returns to the player.'],
          ]}
          onClose={stop}
          onDone={(order) => done(`W${order.id} settled: ${humanize(order.status)}.`)}
        />
      )}
    </>
  );
}

function Summary({ onShow }: { onShow: (status: WithdrawStatus) => void }) {
  const waiting = useWaitingWithdrawals();
  const paying = usePaying();
  const flagged = (paying.data?.d ?? []).filter((order) => order.flagged_at).length;
  const payingPartial = (paying.data?.t ?? 0) > SUMMARY_SIZE;
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
        detail={
          paying.data
            ? `${flagged}${payingPartial ? ` of the oldest ${SUMMARY_SIZE}` : ''} need${flagged === 1 && !payingPartial ? 's' : ''} reconciling`
            : undefined
        }
        onShow={() => onShow('paying')}
      />
    </dl>
  );
}

function SummaryCard({
  label,
  value,
  detail,
  onShow,
}: {
  label: string;
  value: string;
  /** A line under the value. */
  detail?: string;
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
      {detail && <dd className="mt-0.5 text-xs text-slate-600">{detail}</dd>}
    </div>
  );
}

const describe = (order: AdminWithdrawItem) =>
  `W${order.id}: ${formatPeso(order.amount)} to ${order.channel_name} ${order.account}`;

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
  const approve = decision === 'approve';
  return (
    <CallDialog
      call={operatorCalls.adminWithdrawReview}
      invalidates={WITHDRAW_READS}
      defaultValues={{ id: order.id, decision, reason: '' }}
      title={approve ? 'Approve withdrawal' : 'Reject withdrawal'}
      description={`${describe(order)}, for ${order.username} (uid ${order.uid}).`}
      intro={
        approve
          ? 'The payout is requested from the gateway at once. A large withdrawal waits for a second operator.'
          : 'The amount returns to the player’s balance, and the player sees the reason.'
      }
      reason={{ hint: approve ? 'Kept in the audit log.' : 'The player sees it.' }}
      submit={approve ? 'Approve' : 'Reject'}
      variant={approve ? 'primary' : 'danger'}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
