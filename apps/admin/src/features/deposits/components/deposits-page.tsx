import { useWatch } from 'react-hook-form';
import { operatorCalls, type AdminDepositItem, type DepositStatus } from '@pisoplay/contract';
import { useMayCall } from '@/shared/auth/permissions';
import { SettleDialog, fieldError, type CallForm } from '@/shared/forms/call-dialog';
import { choicesOf, formatAge, formatDateTime, formatPeso, humanize } from '@/shared/lib/format';
import { useActing } from '@/shared/lib/use-acting';
import { usePagedFilter } from '@/shared/lib/use-paged-filter';
import { Badge, statusTone } from '@/shared/ui/badge';
import { ChangeButton } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/form';
import { QueuePanel } from '@/shared/ui/list-panel';
import { PageHeader } from '@/shared/ui/page';
import { PlayerCell, Stacked, actionsColumn, type Column } from '@/shared/ui/table';
import { DEPOSIT_PAGE_SIZE, DEPOSIT_READS, useDeposits } from '../api/deposits';

const STATUSES = choicesOf<DepositStatus>(
  ['under_review', 'pending', 'paying', 'completed', 'timeout', 'canceled'],
  { timeout: 'Timed out' },
);

const peso = (amount: (order: AdminDepositItem) => string, head: string, bold = false) =>
  ({
    head,
    align: 'right',
    className: `whitespace-nowrap ${bold ? 'font-medium' : ''}`,
    cell: (order) => formatPeso(amount(order)),
  }) satisfies Column<AdminDepositItem>;

/**
 * Deposits: orders paid but not for the amount ordered wait under review; finance credits what
 * was received or closes them as refunded, on evidence.
 */
export function DepositsPage() {
  const filter = usePagedFilter<DepositStatus>('under_review');
  const { acting: settling, act: setSettling, stop, outcome, done } = useActing<AdminDepositItem>();
  const list = useDeposits(filter.value, filter.page);
  const canSettle = useMayCall()(operatorCalls.adminDepositSettle);
  const columns: Column<AdminDepositItem>[] = [
    { head: 'Order', className: 'font-mono text-xs', cell: (order) => `D${order.id}` },
    {
      head: 'Player',
      cell: (order) => (
        <PlayerCell
          uid={order.uid}
          username={order.username}
          secondary={`uid ${order.uid} · ${order.channel_name}`}
        />
      ),
    },
    peso((order) => order.amount, 'Ordered', true),
    peso((order) => order.notified_amount, 'Gateway paid'),
    peso((order) => order.credited_amount, 'Credited'),
    {
      head: 'Created',
      className: 'whitespace-nowrap',
      cell: (order) => (
        <Stacked
          primary={formatDateTime(order.created_at)}
          secondary={`waiting ${formatAge(order.created_at)}`}
        />
      ),
    },
    {
      head: 'Status',
      cell: (order) => <Badge tone={statusTone(order.status)}>{humanize(order.status)}</Badge>,
    },
    {
      head: 'Note',
      headClassName: 'hidden xl:table-cell',
      className: 'hidden max-w-48 truncate xl:table-cell',
      title: (order) => order.reason,
      cell: (order) => order.reason || '—',
    },
    actionsColumn(
      (order) =>
        order.status === 'under_review' &&
        canSettle && (
          <ChangeButton name={`D${order.id}`} label="Settle" onClick={() => setSettling(order)} />
        ),
    ),
  ];
  return (
    <>
      <PageHeader
        title="Deposits"
        description="Deposits the gateway paid for another amount than ordered wait here, oldest first."
        outcome={outcome}
      />
      <QueuePanel
        filter={filter}
        options={STATUSES}
        query={list}
        pageSize={DEPOSIT_PAGE_SIZE}
        label="Loading deposits…"
        empty={
          filter.value === 'under_review'
            ? 'No deposits under review'
            : 'No deposits in this status'
        }
        table={{ caption: `Deposits: ${humanize(filter.value)}`, rowKey: (o) => o.id, columns }}
      />
      {settling && (
        <SettleDialog
          call={operatorCalls.adminDepositSettle}
          invalidates={DEPOSIT_READS}
          check={{
            messages: { outcome: 'Choose an outcome' },
            // Refunded credits nothing: the amount is not sent.
            prepare: (values) =>
              values.outcome === 'credit' ? values : { ...values, amount: undefined },
          }}
          defaultValues={{
            id: settling.id,
            outcome: undefined,
            amount: settling.notified_amount || settling.amount,
            evidence: '',
          }}
          title="Settle a deposit"
          description={`D${settling.id} for ${settling.username} (uid ${settling.uid}): ordered ${formatPeso(settling.amount)}, the gateway paid ${formatPeso(settling.notified_amount || settling.amount)}.`}
          legend="Outcome"
          outcomes={[
            ['credit', 'Credit the player', 'At most what the gateway said was paid.'],
            [
              'refunded',
              'Refunded',
              'The money went back through the gateway: nothing is credited.',
            ],
          ]}
          more={(form) => <CreditAmount form={form} />}
          onClose={stop}
          onDone={(order) =>
            done(
              `D${order.id} settled: ${order.credited_amount ? `${formatPeso(order.credited_amount)} credited` : 'closed as refunded'}.`,
            )
          }
        />
      )}
    </>
  );
}

/** The amount to credit, asked only once the outcome is a credit. */
function CreditAmount({ form }: { form: CallForm<typeof operatorCalls.adminDepositSettle> }) {
  const outcome = useWatch({ control: form.control, name: 'outcome' });
  if (outcome !== 'credit') return null;
  return (
    <TextField
      label="Amount to credit (₱)"
      inputMode="decimal"
      error={fieldError(form, 'amount')}
      {...form.register('amount')}
    />
  );
}
