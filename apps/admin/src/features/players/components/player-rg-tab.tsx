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
import {
  END_REQUEST_STATES,
  RESTRICTION_NAMES,
  endedEarlyText,
  pendingEndText,
  restrictionText,
  showLimit,
} from '../lib/rg';
import { RG_DECISIONS, RgDialog, type RgDecision } from './player-rg-dialog';

/**
 * The player's responsible gaming: what is in force, their limits, every break or exclusion so
 * far and every request of theirs to end a self-exclusion early (only the player can: asked and
 * confirmed 24 hours apart); compliance sets a lower limit, a cooling-off or a self-exclusion,
 * each with a reason.
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
                ['Request to end it', pendingEndText(status.exclusion_end_requests)],
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
              { head: 'Ended', cell: endedEarlyText },
            ]}
          />
          <TablePanel
            title="Requests to end a self-exclusion"
            rows={status.exclusion_end_requests}
            empty="No requests"
            caption="The player's requests to end a self-exclusion"
            rowKey={(request) => request.id}
            rowClassName=""
            columns={[
              { head: 'Asked', cell: (request) => formatDateTime(request.requested_at) },
              { head: 'Confirmable from', cell: (request) => formatDateTime(request.confirm_from) },
              { head: 'Lapses', cell: (request) => formatDateTime(request.lapses_at) },
              { head: 'State', cell: (request) => END_REQUEST_STATES[request.state] },
              { head: 'Closed', cell: (request) => formatDateTime(request.closed_at) },
              {
                head: 'From',
                cell: (request) =>
                  request.closed_ip && request.closed_ip !== request.requested_ip
                    ? `${request.requested_ip}, then ${request.closed_ip}`
                    : request.requested_ip,
              },
              {
                head: 'Exclusion was until',
                cell: (request) => formatDateTime(request.exclusion_until),
              },
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
