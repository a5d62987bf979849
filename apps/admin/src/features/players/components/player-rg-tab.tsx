import { useState } from 'react';
import { RG_LIMIT_TITLES, operatorCalls } from '@pisoplay/contract';
import { useMayCall } from '@/shared/auth/permissions';
import { formatDateTime, formatPeso, humanize } from '@/shared/lib/format';
import { Button } from '@/shared/ui/button';
import type { Outcome } from '@/shared/ui/held';
import { TablePanel } from '@/shared/ui/list-panel';
import { Loaded } from '@/shared/ui/loaded';
import { Details, Panel } from '@/shared/ui/page';
import { usePlayerRg } from '../api/players';
import { RESTRICTION_NAMES, restrictionText, showLimit } from '../lib/rg';
import { RG_DECISIONS, RgDialog, type RgDecision } from './player-rg-dialog';

/**
 * The player's responsible gaming: what is in force, their limits and every break or exclusion
 * so far; compliance sets a lower limit, a cooling-off or a self-exclusion, each with a reason.
 */
export function RgTab({ uid, onOutcome }: { uid: number; onOutcome: (outcome: Outcome) => void }) {
  const rg = usePlayerRg(uid);
  const canDecide = useMayCall()(operatorCalls.adminMemberRgSave);
  const [deciding, setDeciding] = useState<RgDecision | null>(null);
  return (
    <Loaded query={rg} label="Loading restrictions…">
      {(status) => (
        <div className="space-y-5">
          <Panel
            title="In force"
            actions={
              canDecide &&
              (Object.keys(RG_DECISIONS) as RgDecision[]).map((decision) => (
                <Button key={decision} size="sm" onClick={() => setDeciding(decision)}>
                  {RG_DECISIONS[decision].title}
                </Button>
              ))
            }
          >
            <Details
              columns={3}
              items={[
                ['Restriction', restrictionText(status.restriction)],
                ['Reality check', `Every ${status.reality_check_minutes} minutes`],
                [
                  'Play session',
                  status.session
                    ? `${status.session.minutes} min since ${formatDateTime(status.session.started_at)}, net ${formatPeso(status.session.net)}`
                    : 'Not playing',
                ],
              ]}
            />
          </Panel>
          <TablePanel
            title="Limits"
            rows={status.limits}
            empty="No limits"
            caption="The player's limits"
            rowKey={(limit) => limit.limit}
            rowClassName=""
            columns={[
              { head: 'Limit', cell: (limit) => RG_LIMIT_TITLES[limit.limit] },
              {
                head: 'Value',
                align: 'right',
                cell: (limit) => showLimit(limit.limit, limit.value),
              },
              {
                head: 'Used',
                align: 'right',
                cell: (limit) => (limit.value === null ? '—' : showLimit(limit.limit, limit.used)),
              },
              { head: 'Resets', cell: (limit) => formatDateTime(limit.resets_at) },
              {
                head: 'Change waiting',
                cell: ({ pending, limit }) =>
                  pending
                    ? `${showLimit(limit, pending.value)} from ${formatDateTime(pending.from)}`
                    : '—',
              },
            ]}
          />
          <TablePanel
            title="Restriction history"
            rows={status.history}
            empty="No restrictions so far"
            caption="The player's restrictions"
            rowKey={(record) => `${record.kind}-${record.started_at}`}
            rowClassName=""
            columns={[
              { head: 'Kind', cell: (record) => RESTRICTION_NAMES[record.kind] },
              { head: 'From', cell: (record) => formatDateTime(record.started_at) },
              { head: 'Until', cell: (record) => formatDateTime(record.until) },
              { head: 'Set by', cell: (record) => humanize(record.set_by) },
              { head: 'Reason', cell: (record) => record.reason ?? '—' },
            ]}
          />
          {deciding && (
            <RgDialog
              decision={deciding}
              status={status}
              onClose={() => setDeciding(null)}
              onDone={(text) => {
                setDeciding(null);
                onOutcome({ text });
              }}
            />
          )}
        </div>
      )}
    </Loaded>
  );
}
