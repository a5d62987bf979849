import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  CHANNEL_FLAGS,
  isHeld,
  operatorCalls,
  type AdminChannel,
  type Held,
  type PayloadOf,
} from '@pisoplay/contract';
import { useMayCall } from '@/shared/auth/permissions';
import { callResolver } from '@/shared/forms/call-resolver';
import { formatWholePesos } from '@/shared/lib/format';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogActions } from '@/shared/ui/dialog';
import { EmptyState, ErrorAlert, Loading, Notice } from '@/shared/ui/feedback';
import { CheckboxField, TextAreaField, TextField } from '@/shared/ui/form';
import { HeldNotice } from '@/shared/ui/held';
import { PageHeader, Panel } from '@/shared/ui/page';
import { RowTh, Table, Td, Th } from '@/shared/ui/table';
import { useChannelUpdate, useChannels } from '../api/channels';

type Outcome = { text: string } | { held: Held };

/**
 * Payment channels: each one's switch and limits. Switching one off applies at once (a failing
 * gateway); switching one back on waits for a second operator.
 */
export function ChannelsPage() {
  const channels = useChannels();
  const canEdit = useMayCall()(operatorCalls.adminChannelUpdate);
  const [editing, setEditing] = useState<AdminChannel | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  return (
    <>
      <PageHeader
        title="Payment channels"
        description="Switch a channel off at once when its gateway fails; switching it back on needs a second operator."
      />
      {outcome && (
        <div className="mb-4">
          {'held' in outcome ? (
            <HeldNotice held={outcome.held} />
          ) : (
            <Notice tone="success">{outcome.text}</Notice>
          )}
        </div>
      )}
      <Panel flush title="Channels">
        {channels.isPending ? (
          <Loading label="Loading channels…" />
        ) : channels.isError ? (
          <div className="p-4">
            <ErrorAlert error={channels.error} onRetry={() => channels.refetch()} />
          </div>
        ) : channels.data.length === 0 ? (
          <EmptyState title="No payment channels" />
        ) : (
          <Table caption="Payment channels">
            <thead>
              <tr>
                <Th>Channel</Th>
                <Th>Kind</Th>
                <Th>Used for</Th>
                <Th align="right">Minimum</Th>
                <Th align="right">Maximum</Th>
                <Th>State</Th>
                <Th>
                  <span className="sr-only">Actions</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {channels.data.map((channel) => (
                <tr key={channel.id} className="hover:bg-slate-50">
                  <RowTh>{channel.name}</RowTh>
                  <Td>{channel.flag === CHANNEL_FLAGS.bank ? 'Bank' : 'E-wallet'}</Td>
                  <Td>
                    {[channel.for_deposit && 'Deposits', channel.for_withdraw && 'Withdrawals']
                      .filter(Boolean)
                      .join(', ') || '—'}
                  </Td>
                  <Td align="right">{formatWholePesos(channel.min_amount)}</Td>
                  <Td align="right">{formatWholePesos(channel.max_amount)}</Td>
                  <Td>
                    {channel.enabled ? (
                      <Badge tone="success">On</Badge>
                    ) : (
                      <Badge tone="danger">Off</Badge>
                    )}
                  </Td>
                  <Td align="right">
                    {canEdit && (
                      <Button
                        size="sm"
                        onClick={() => setEditing(channel)}
                        aria-label={`Change ${channel.name}`}
                      >
                        Change
                      </Button>
                    )}
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Panel>
      {editing && (
        <ChannelDialog
          channel={editing}
          onClose={() => setEditing(null)}
          onDone={(result) => {
            setEditing(null);
            setOutcome(result);
          }}
        />
      )}
    </>
  );
}

function ChannelDialog({
  channel,
  onClose,
  onDone,
}: {
  channel: AdminChannel;
  onClose: () => void;
  onDone: (outcome: Outcome) => void;
}) {
  const update = useChannelUpdate();
  const form = useForm<PayloadOf<typeof operatorCalls.adminChannelUpdate>>({
    resolver: callResolver(operatorCalls.adminChannelUpdate),
    defaultValues: {
      id: channel.id,
      enabled: channel.enabled,
      min_amount: channel.min_amount,
      max_amount: channel.max_amount,
      reason: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <Dialog title={`Change ${channel.name}`} onClose={onClose}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit((payload) =>
          update.mutateAsync(payload).then(
            (reply) => onDone(isHeld(reply) ? { held: reply } : { text: `${channel.name} saved.` }),
            () => {},
          ),
        )}
      >
        <CheckboxField
          label="On"
          hint={
            channel.enabled
              ? 'Turning it off applies at once.'
              : 'Turning it on waits for a second operator.'
          }
          {...form.register('enabled')}
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="Minimum (₱)"
            inputMode="numeric"
            error={errors.min_amount?.message}
            {...form.register('min_amount')}
          />
          <TextField
            label="Maximum (₱)"
            inputMode="numeric"
            error={errors.max_amount?.message}
            {...form.register('max_amount')}
          />
        </div>
        <TextAreaField label="Reason" error={errors.reason?.message} {...form.register('reason')} />
        {update.isError && <ErrorAlert error={update.error} />}
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" busy={isSubmitting}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
