import { useState } from 'react';
import { Link } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import {
  operatorCalls,
  type AdminDepositItem,
  type DepositStatus,
  type PayloadOf,
} from '@pisoplay/contract';
import { useMayCall } from '@/shared/auth/permissions';
import { paths } from '@/shared/config/paths';
import { callResolver } from '@/shared/forms/call-resolver';
import { formatAge, formatDateTime, formatPeso, humanize } from '@/shared/lib/format';
import { Badge, statusTone } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogActions } from '@/shared/ui/dialog';
import { EmptyState, ErrorAlert, Loading, Notice } from '@/shared/ui/feedback';
import { RadioGroupField, Segmented, TextAreaField, TextField } from '@/shared/ui/form';
import { PageHeader, Panel } from '@/shared/ui/page';
import { Pager, Stacked, Table, Td, Th } from '@/shared/ui/table';
import { DEPOSIT_PAGE_SIZE, useDepositSettle, useDeposits } from '../api/deposits';

const STATUSES: readonly { value: DepositStatus; label: string }[] = [
  { value: 'under_review', label: 'Under review' },
  { value: 'pending', label: 'Pending' },
  { value: 'paying', label: 'Paying' },
  { value: 'completed', label: 'Completed' },
  { value: 'timeout', label: 'Timed out' },
  { value: 'canceled', label: 'Canceled' },
];

/**
 * Deposits: orders paid but not for the amount ordered wait under review; finance credits what
 * was received or closes them as refunded, on evidence.
 */
export function DepositsPage() {
  const [status, setStatus] = useState<DepositStatus>('under_review');
  const [page, setPage] = useState(1);
  const [settling, setSettling] = useState<AdminDepositItem | null>(null);
  const [done, setDone] = useState('');
  const list = useDeposits(status, page);
  const canSettle = useMayCall()(operatorCalls.adminDepositSettle);
  return (
    <>
      <PageHeader
        title="Deposits"
        description="Deposits the gateway paid for another amount than ordered wait here, oldest first."
      />
      {done && (
        <div className="mb-4">
          <Notice tone="success">{done}</Notice>
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
          <Loading label="Loading deposits…" />
        ) : list.isError ? (
          <div className="p-4">
            <ErrorAlert error={list.error} onRetry={() => list.refetch()} />
          </div>
        ) : list.data.d.length === 0 ? (
          <EmptyState
            title={
              status === 'under_review' ? 'No deposits under review' : 'No deposits in this status'
            }
          />
        ) : (
          <>
            <Table caption={`Deposits: ${humanize(status)}`}>
              <thead>
                <tr>
                  <Th>Order</Th>
                  <Th>Player</Th>
                  <Th align="right">Ordered</Th>
                  <Th align="right">Gateway paid</Th>
                  <Th align="right">Credited</Th>
                  <Th>Created</Th>
                  <Th>Status</Th>
                  <Th className="hidden xl:table-cell">Note</Th>
                  <Th>
                    <span className="sr-only">Actions</span>
                  </Th>
                </tr>
              </thead>
              <tbody>
                {list.data.d.map((order) => (
                  <tr key={order.id} className="hover:bg-slate-50">
                    <Td className="font-mono text-xs">D{order.id}</Td>
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
                        secondary={`uid ${order.uid} · ${order.channel_name}`}
                      />
                    </Td>
                    <Td align="right" className="font-medium whitespace-nowrap">
                      {formatPeso(order.amount)}
                    </Td>
                    <Td align="right" className="whitespace-nowrap">
                      {formatPeso(order.notified_amount)}
                    </Td>
                    <Td align="right" className="whitespace-nowrap">
                      {formatPeso(order.credited_amount)}
                    </Td>
                    <Td className="whitespace-nowrap">
                      <Stacked
                        primary={formatDateTime(order.created_at)}
                        secondary={`waiting ${formatAge(order.created_at)}`}
                      />
                    </Td>
                    <Td>
                      <Badge tone={statusTone(order.status)}>{humanize(order.status)}</Badge>
                    </Td>
                    <Td className="hidden max-w-48 truncate xl:table-cell" title={order.reason}>
                      {order.reason || '—'}
                    </Td>
                    <Td align="right">
                      {order.status === 'under_review' && canSettle && (
                        <Button
                          size="sm"
                          onClick={() => setSettling(order)}
                          aria-label={`Settle D${order.id}`}
                        >
                          Settle
                        </Button>
                      )}
                    </Td>
                  </tr>
                ))}
              </tbody>
            </Table>
            <Pager page={page} pageSize={DEPOSIT_PAGE_SIZE} total={list.data.t} onPage={setPage} />
          </>
        )}
      </Panel>
      {settling && (
        <SettleDialog
          order={settling}
          onClose={() => setSettling(null)}
          onDone={(order) => {
            setSettling(null);
            setDone(
              `D${order.id} settled: ${order.credited_amount ? `${formatPeso(order.credited_amount)} credited` : 'closed as refunded'}.`,
            );
          }}
        />
      )}
    </>
  );
}

type SettlePayload = PayloadOf<typeof operatorCalls.adminDepositSettle>;

function SettleDialog({
  order,
  onClose,
  onDone,
}: {
  order: AdminDepositItem;
  onClose: () => void;
  onDone: (order: AdminDepositItem) => void;
}) {
  const settle = useDepositSettle();
  const form = useForm<SettlePayload>({
    resolver: callResolver(operatorCalls.adminDepositSettle, {
      messages: { outcome: 'Choose an outcome' },
      // Refunded credits nothing: the amount is not sent.
      prepare: (values) =>
        values.outcome === 'credit' ? values : { ...values, amount: undefined },
    }),
    defaultValues: {
      id: order.id,
      outcome: undefined,
      amount: order.notified_amount || order.amount,
      evidence: '',
    },
  });
  const outcome = useWatch({ control: form.control, name: 'outcome' });
  const { errors, isSubmitting } = form.formState;
  return (
    <Dialog
      title="Settle a deposit"
      onClose={onClose}
      description={`D${order.id} for ${order.username} (uid ${order.uid}): ordered ${formatPeso(order.amount)}, the gateway paid ${formatPeso(order.notified_amount || order.amount)}.`}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit((payload) =>
          settle.mutateAsync(payload).then(onDone, () => {}),
        )}
      >
        <RadioGroupField
          legend="Outcome"
          error={errors.outcome?.message}
          options={[
            {
              value: 'credit',
              label: 'Credit the player',
              hint: 'At most what the gateway said was paid.',
            },
            {
              value: 'refunded',
              label: 'Refunded',
              hint: 'The money went back through the gateway: nothing is credited.',
            },
          ]}
          {...form.register('outcome')}
        />
        {outcome === 'credit' && (
          <TextField
            label="Amount to credit (₱)"
            inputMode="decimal"
            error={errors.amount?.message}
            {...form.register('amount')}
          />
        )}
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
