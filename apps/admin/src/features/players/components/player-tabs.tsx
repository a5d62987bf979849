import { useState } from 'react';
import {
  KYC_STATUS_LABELS,
  operatorCalls,
  type AdminBetRecord,
  type AdminLedgerMovement,
  type BonusGrant,
} from '@pisoplay/contract';
import { useMayCall } from '@/shared/auth/permissions';
import { paths } from '@/shared/config/paths';
import { CallDialog } from '@/shared/forms/call-dialog';
import { formatDateTime, formatPeso, humanize } from '@/shared/lib/format';
import { fullName } from '@/shared/lib/kyc';
import { Badge, statusTone } from '@/shared/ui/badge';
import { ButtonLink, ChangeButton } from '@/shared/ui/button';
import type { Outcome } from '@/shared/ui/held';
import { KycHistoryPanel } from '@/shared/ui/kyc-history';
import { ListPanel } from '@/shared/ui/list-panel';
import { Loaded } from '@/shared/ui/loaded';
import { Details, Panel } from '@/shared/ui/page';
import { actionsColumn, type Column } from '@/shared/ui/table';
import {
  PLAYER_PAGE_SIZE,
  PLAYER_READS,
  usePlayerBets,
  usePlayerBonuses,
  usePlayerKyc,
  usePlayerLedger,
} from '../api/players';

/** A time column ('When' unless named otherwise). */
const when = <R,>(at: (row: R) => string | null, head = 'When'): Column<R> => ({
  head,
  className: 'whitespace-nowrap',
  cell: (row) => formatDateTime(at(row)),
});

/** A signed amount, red when it takes and green when it gives. */
const signed = <R,>(head: string, amount: (row: R) => string): Column<R> => ({
  head,
  align: 'right',
  cell: (row) => (
    <span
      className={`font-medium ${amount(row).startsWith('-') ? 'text-red-700' : 'text-emerald-700'}`}
    >
      {formatPeso(amount(row))}
    </span>
  ),
});

const isOpen = (grant: BonusGrant) => grant.state === 'issued' || grant.state === 'active';

export function KycTab({ uid }: { uid: number }) {
  const kyc = usePlayerKyc(uid, true);
  const canReview = useMayCall()(operatorCalls.adminKycList);
  return (
    <Loaded query={kyc} label="Loading KYC…">
      {({ kyc: record, history }) => (
        <div className="space-y-5">
          <Panel
            title="KYC record"
            actions={
              canReview && (
                <ButtonLink size="sm" to={paths.kyc.getHref(uid)}>
                  Open in KYC review
                </ButtonLink>
              )
            }
          >
            <Details
              columns={3}
              items={[
                [
                  'Status',
                  <Badge tone={statusTone(record.status)}>
                    {KYC_STATUS_LABELS[record.status]}
                  </Badge>,
                ],
                ['Name', fullName(record)],
                ['ID', `${record.id_type} ${record.id_number}`.trim()],
                ['Reviews', String(record.review_times)],
                ['Last reviewer', record.reviewer],
                ['Last rejection', record.issue_msg],
              ]}
            />
          </Panel>
          <KycHistoryPanel history={history} />
        </div>
      )}
    </Loaded>
  );
}

export function LedgerTab({ uid }: { uid: number }) {
  const [page, setPage] = useState(1);
  const ledger = usePlayerLedger(uid, page);
  return (
    <ListPanel
      title="Ledger movements (newest first)"
      counted={false}
      query={ledger}
      label="Loading the ledger…"
      empty="No movements yet"
      paging={{ page, pageSize: PLAYER_PAGE_SIZE, onPage: setPage }}
      table={{
        caption: "The player's ledger movements",
        rowKey: (move) => `${move.transfer_id}-${move.account}`,
        rowClassName: '',
        columns: [
          when<AdminLedgerMovement>((move) => move.created_at),
          { head: 'Kind', cell: (move) => humanize(move.kind) },
          { head: 'Account', cell: (move) => humanize(move.account) },
          signed<AdminLedgerMovement>('Amount', (move) => move.amount),
          { head: 'Balance after', align: 'right', cell: (move) => formatPeso(move.balance_after) },
          {
            head: 'Reference',
            className: 'max-w-64 truncate font-mono text-xs',
            title: (move) => move.reference,
            cell: (move) => move.reference || '—',
          },
        ],
      }}
    />
  );
}

export function BetsTab({ uid }: { uid: number }) {
  const [page, setPage] = useState(1);
  const bets = usePlayerBets(uid, page);
  return (
    <ListPanel
      title="Settled rounds (latest first)"
      counted={false}
      query={bets}
      label="Loading bets…"
      empty="No bets yet"
      paging={{ page, pageSize: PLAYER_PAGE_SIZE, onPage: setPage }}
      table={{
        caption: "The player's settled rounds",
        rowKey: (bet) => bet.id,
        rowClassName: '',
        columns: [
          when<AdminBetRecord>((bet) => bet.settle_time, 'Settled'),
          { head: 'Game', cell: (bet) => bet.game_name },
          { head: 'Provider', cell: (bet) => bet.brand_name },
          {
            head: 'Round',
            className: 'max-w-40 truncate font-mono text-xs',
            title: (bet) => bet.round_id,
            cell: (bet) => bet.round_id,
          },
          { head: 'Bet', align: 'right', cell: (bet) => formatPeso(bet.bet_amount) },
          { head: 'Paid out', align: 'right', cell: (bet) => formatPeso(bet.settlement_amount) },
          signed<AdminBetRecord>('Net', (bet) => bet.net_amount),
          { head: 'Status', cell: (bet) => humanize(String(bet.status)) },
        ],
      }}
    />
  );
}

export function BonusTab({ uid, onOutcome }: { uid: number; onOutcome: (o: Outcome) => void }) {
  const grants = usePlayerBonuses(uid);
  const canForfeit = useMayCall()(operatorCalls.adminBonusForfeit);
  const [forfeiting, setForfeiting] = useState<BonusGrant | null>(null);
  return (
    <>
      <ListPanel
        title="Bonus grants (newest first)"
        counted={false}
        query={grants}
        label="Loading grants…"
        empty="No bonus grants"
        table={{
          caption: "The player's bonus grants",
          rowKey: (grant) => grant.id,
          rowClassName: '',
          columns: [
            when<BonusGrant>((grant) => grant.created_at, 'Granted'),
            { head: 'Source', cell: (grant) => humanize(grant.source) },
            { head: 'Amount', align: 'right', cell: (grant) => formatPeso(grant.amount) },
            { head: 'Balance', align: 'right', cell: (grant) => formatPeso(grant.balance) },
            {
              head: 'Wagered / required',
              align: 'right',
              cell: (grant) => `${formatPeso(grant.wagered)} / ${formatPeso(grant.required)}`,
            },
            {
              head: 'State',
              cell: (grant) => (
                <Badge tone={isOpen(grant) ? 'success' : 'neutral'}>{humanize(grant.state)}</Badge>
              ),
            },
            when<BonusGrant>((grant) => grant.expires_at, 'Expires'),
            {
              head: 'Reason',
              className: 'max-w-56 truncate',
              title: (grant) => grant.reason,
              cell: (grant) => grant.reason || '—',
            },
            actionsColumn<BonusGrant>(
              (grant) =>
                isOpen(grant) &&
                canForfeit && (
                  <ChangeButton
                    name={`grant ${grant.id}`}
                    label="Forfeit"
                    onClick={() => setForfeiting(grant)}
                  />
                ),
            ),
          ],
        }}
      />
      {forfeiting && (
        <ForfeitDialog
          grant={forfeiting}
          onClose={() => setForfeiting(null)}
          onDone={() => {
            setForfeiting(null);
            onOutcome({ text: `Grant #${forfeiting.id} forfeited.` });
          }}
        />
      )}
    </>
  );
}

function ForfeitDialog({
  grant,
  onClose,
  onDone,
}: {
  grant: BonusGrant;
  onClose: () => void;
  onDone: () => void;
}) {
  return (
    <CallDialog
      call={operatorCalls.adminBonusForfeit}
      invalidates={PLAYER_READS}
      defaultValues={{ id: grant.id, reason: '' }}
      title="Forfeit a bonus grant"
      description={`Grant #${grant.id}: its bonus balance of ${formatPeso(grant.balance)} goes back to the house.`}
      submit="Forfeit"
      variant="danger"
      onClose={onClose}
      onDone={onDone}
    />
  );
}
