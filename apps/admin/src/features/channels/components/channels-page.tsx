import { CHANNEL_FLAGS, operatorCalls, type AdminChannel } from '@pisoplay/contract';
import { useMayCall } from '@/shared/auth/permissions';
import { CallDialog, fieldError } from '@/shared/forms/call-dialog';
import { formatWholePesos } from '@/shared/lib/format';
import { useActing } from '@/shared/lib/use-acting';
import { OnOffBadge } from '@/shared/ui/badge';
import { ChangeButton } from '@/shared/ui/button';
import { CheckboxField, TextField } from '@/shared/ui/form';
import { outcomeOf, type Outcome } from '@/shared/ui/held';
import { ListPanel } from '@/shared/ui/list-panel';
import { PageHeader } from '@/shared/ui/page';
import { actionsColumn } from '@/shared/ui/table';
import { CHANNEL_READS, useChannels } from '../api/channels';

/**
 * Payment channels: each one's switch and limits. Switching one off applies at once (a failing
 * gateway); switching one back on waits for a second operator.
 */
export function ChannelsPage() {
  const channels = useChannels();
  const canEdit = useMayCall()(operatorCalls.adminChannelUpdate);
  const { acting: editing, act: setEditing, stop, outcome, done } = useActing<AdminChannel>();
  return (
    <>
      <PageHeader
        title="Payment channels"
        description="Switch a channel off at once when its gateway fails; switching it back on needs a second operator."
        outcome={outcome}
      />
      <ListPanel
        title="Channels"
        counted={false}
        query={channels}
        label="Loading channels…"
        empty="No payment channels"
        table={{
          caption: 'Payment channels',
          rowKey: (channel) => channel.id,
          columns: [
            { head: 'Channel', rowHeader: true, cell: (channel) => channel.name },
            {
              head: 'Kind',
              cell: (channel) => (channel.flag === CHANNEL_FLAGS.bank ? 'Bank' : 'E-wallet'),
            },
            {
              head: 'Used for',
              cell: (channel) =>
                [channel.for_deposit && 'Deposits', channel.for_withdraw && 'Withdrawals']
                  .filter(Boolean)
                  .join(', ') || '—',
            },
            {
              head: 'Minimum',
              align: 'right',
              cell: (channel) => formatWholePesos(channel.min_amount),
            },
            {
              head: 'Maximum',
              align: 'right',
              cell: (channel) => formatWholePesos(channel.max_amount),
            },
            { head: 'State', cell: (channel) => <OnOffBadge on={channel.enabled} /> },
            actionsColumn<AdminChannel>(
              (channel) =>
                canEdit && <ChangeButton name={channel.name} onClick={() => setEditing(channel)} />,
            ),
          ],
        }}
      />
      {editing && <ChannelDialog channel={editing} onClose={stop} onDone={done} />}
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
  return (
    <CallDialog
      call={operatorCalls.adminChannelUpdate}
      invalidates={CHANNEL_READS}
      defaultValues={{
        id: channel.id,
        enabled: channel.enabled,
        min_amount: channel.min_amount,
        max_amount: channel.max_amount,
        reason: '',
      }}
      title={`Change ${channel.name}`}
      fields={(form) => (
        <>
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
              error={fieldError(form, 'min_amount')}
              {...form.register('min_amount')}
            />
            <TextField
              label="Maximum (₱)"
              inputMode="numeric"
              error={fieldError(form, 'max_amount')}
              {...form.register('max_amount')}
            />
          </div>
        </>
      )}
      submit="Save"
      onClose={onClose}
      onDone={(reply) => onDone(outcomeOf(reply, () => `${channel.name} saved.`))}
    />
  );
}
