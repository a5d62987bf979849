import { KYC_STATUS_LABELS, type KycStatusChange } from '@pisoplay/contract';
import { formatDateTime } from '@/shared/lib/format';
import { Badge, statusTone } from './badge';
import { TablePanel } from './list-panel';

/** A player's KYC status changes, oldest first (the KYC review and the player page show it). */
export function KycHistoryPanel({ history }: { history: readonly KycStatusChange[] }) {
  return (
    <TablePanel
      title="Status history"
      rows={history}
      empty="No status changes yet"
      caption="KYC status history"
      rowKey={(change) => `${change.created_at}-${change.from_status}-${change.to_status}`}
      rowClassName=""
      columns={[
        {
          head: 'When',
          className: 'whitespace-nowrap',
          cell: (change) => formatDateTime(change.created_at),
        },
        { head: 'From', cell: (change) => KYC_STATUS_LABELS[change.from_status] },
        {
          head: 'To',
          cell: (change) => (
            <Badge tone={statusTone(change.to_status)}>{KYC_STATUS_LABELS[change.to_status]}</Badge>
          ),
        },
        { head: 'By', cell: (change) => change.actor },
        { head: 'Reason', cell: (change) => change.reason || '—' },
      ]}
    />
  );
}
