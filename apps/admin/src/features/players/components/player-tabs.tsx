import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import {
  KYC_STATUS_LABELS,
  RG_LIMIT_TITLES,
  operatorCalls,
  type BonusGrant,
  type PayloadOf,
} from '@pisoplay/contract';
import { useMayCall } from '@/shared/auth/permissions';
import { paths } from '@/shared/config/paths';
import { callResolver } from '@/shared/forms/call-resolver';
import { formatDateTime, formatPeso, humanize } from '@/shared/lib/format';
import { Badge, statusTone } from '@/shared/ui/badge';
import { Button, ButtonLink } from '@/shared/ui/button';
import { Dialog, DialogActions } from '@/shared/ui/dialog';
import { EmptyState, ErrorAlert, Loading } from '@/shared/ui/feedback';
import { TextAreaField } from '@/shared/ui/form';
import { Details, Panel } from '@/shared/ui/page';
import { Pager, Table, Td, Th } from '@/shared/ui/table';
import {
  PLAYER_PAGE_SIZE,
  useForfeitBonus,
  usePlayerBets,
  usePlayerBonuses,
  usePlayerKyc,
  usePlayerLedger,
  usePlayerRg,
} from '../api/players';
import type { Outcome } from './player-actions';

/** A query's loading and failure states, else its content. */
function Loaded<T>({
  query,
  label,
  children,
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data: T | undefined;
    refetch: () => unknown;
  };
  label: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Loading label={label} />;
  if (query.isError || query.data === undefined) {
    return <ErrorAlert error={query.error} onRetry={() => query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}

const signedTone = (amount: string) =>
  amount.startsWith('-') ? 'text-red-700' : 'text-emerald-700';

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
                [
                  'Name',
                  [record.first_name, record.middle_name, record.last_name]
                    .filter(Boolean)
                    .join(' '),
                ],
                ['ID', `${record.id_type} ${record.id_number}`.trim()],
                ['Reviews', String(record.review_times)],
                ['Last reviewer', record.reviewer],
                ['Last rejection', record.issue_msg],
              ]}
            />
          </Panel>
          <Panel title="Status history" flush>
            {history.length === 0 ? (
              <EmptyState title="No status changes yet" />
            ) : (
              <Table caption="KYC status history">
                <thead>
                  <tr>
                    <Th>When</Th>
                    <Th>From</Th>
                    <Th>To</Th>
                    <Th>By</Th>
                    <Th>Reason</Th>
                  </tr>
                </thead>
                <tbody>
                  {history.map((change, index) => (
                    <tr key={`${change.created_at}-${index}`}>
                      <Td className="whitespace-nowrap">{formatDateTime(change.created_at)}</Td>
                      <Td>{KYC_STATUS_LABELS[change.from_status]}</Td>
                      <Td>
                        <Badge tone={statusTone(change.to_status)}>
                          {KYC_STATUS_LABELS[change.to_status]}
                        </Badge>
                      </Td>
                      <Td>{change.actor}</Td>
                      <Td>{change.reason || '—'}</Td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
          </Panel>
        </div>
      )}
    </Loaded>
  );
}

export function LedgerTab({ uid }: { uid: number }) {
  const [page, setPage] = useState(1);
  const ledger = usePlayerLedger(uid, page);
  return (
    <Panel title="Ledger movements (newest first)" flush>
      <Loaded query={ledger} label="Loading the ledger…">
        {(data) =>
          data.d.length === 0 ? (
            <EmptyState title="No movements yet" />
          ) : (
            <>
              <Table caption="The player's ledger movements">
                <thead>
                  <tr>
                    <Th>When</Th>
                    <Th>Kind</Th>
                    <Th>Account</Th>
                    <Th align="right">Amount</Th>
                    <Th align="right">Balance after</Th>
                    <Th>Reference</Th>
                  </tr>
                </thead>
                <tbody>
                  {data.d.map((move) => (
                    <tr key={`${move.transfer_id}-${move.account}`}>
                      <Td className="whitespace-nowrap">{formatDateTime(move.created_at)}</Td>
                      <Td>{humanize(move.kind)}</Td>
                      <Td>{humanize(move.account)}</Td>
                      <Td align="right" className={`font-medium ${signedTone(move.amount)}`}>
                        {formatPeso(move.amount)}
                      </Td>
                      <Td align="right">{formatPeso(move.balance_after)}</Td>
                      <Td className="max-w-64 truncate font-mono text-xs" title={move.reference}>
                        {move.reference || '—'}
                      </Td>
                    </tr>
                  ))}
                </tbody>
              </Table>
              <Pager page={page} pageSize={PLAYER_PAGE_SIZE} total={data.t} onPage={setPage} />
            </>
          )
        }
      </Loaded>
    </Panel>
  );
}

export function BetsTab({ uid }: { uid: number }) {
  const [page, setPage] = useState(1);
  const bets = usePlayerBets(uid, page);
  return (
    <Panel title="Settled rounds (latest first)" flush>
      <Loaded query={bets} label="Loading bets…">
        {(data) =>
          data.d.length === 0 ? (
            <EmptyState title="No bets yet" />
          ) : (
            <>
              <Table caption="The player's settled rounds">
                <thead>
                  <tr>
                    <Th>Settled</Th>
                    <Th>Game</Th>
                    <Th>Provider</Th>
                    <Th>Round</Th>
                    <Th align="right">Bet</Th>
                    <Th align="right">Paid out</Th>
                    <Th align="right">Net</Th>
                    <Th>Status</Th>
                  </tr>
                </thead>
                <tbody>
                  {data.d.map((bet) => (
                    <tr key={bet.id}>
                      <Td className="whitespace-nowrap">{formatDateTime(bet.settle_time)}</Td>
                      <Td>{bet.game_name}</Td>
                      <Td>{bet.brand_name}</Td>
                      <Td className="max-w-40 truncate font-mono text-xs" title={bet.round_id}>
                        {bet.round_id}
                      </Td>
                      <Td align="right">{formatPeso(bet.bet_amount)}</Td>
                      <Td align="right">{formatPeso(bet.settlement_amount)}</Td>
                      <Td align="right" className={`font-medium ${signedTone(bet.net_amount)}`}>
                        {formatPeso(bet.net_amount)}
                      </Td>
                      <Td>{humanize(String(bet.status))}</Td>
                    </tr>
                  ))}
                </tbody>
              </Table>
              <Pager page={page} pageSize={PLAYER_PAGE_SIZE} total={data.t} onPage={setPage} />
            </>
          )
        }
      </Loaded>
    </Panel>
  );
}

export function BonusTab({ uid, onOutcome }: { uid: number; onOutcome: (o: Outcome) => void }) {
  const grants = usePlayerBonuses(uid);
  const canForfeit = useMayCall()(operatorCalls.adminBonusForfeit);
  const [forfeiting, setForfeiting] = useState<BonusGrant | null>(null);
  return (
    <Panel title="Bonus grants (newest first)" flush>
      <Loaded query={grants} label="Loading grants…">
        {(data) =>
          data.length === 0 ? (
            <EmptyState title="No bonus grants" />
          ) : (
            <Table caption="The player's bonus grants">
              <thead>
                <tr>
                  <Th>Granted</Th>
                  <Th>Source</Th>
                  <Th align="right">Amount</Th>
                  <Th align="right">Balance</Th>
                  <Th align="right">Wagered / required</Th>
                  <Th>State</Th>
                  <Th>Expires</Th>
                  <Th>Reason</Th>
                  <Th>
                    <span className="sr-only">Actions</span>
                  </Th>
                </tr>
              </thead>
              <tbody>
                {data.map((grant) => {
                  const open = grant.state === 'issued' || grant.state === 'active';
                  return (
                    <tr key={grant.id}>
                      <Td className="whitespace-nowrap">{formatDateTime(grant.created_at)}</Td>
                      <Td>{humanize(grant.source)}</Td>
                      <Td align="right">{formatPeso(grant.amount)}</Td>
                      <Td align="right">{formatPeso(grant.balance)}</Td>
                      <Td align="right">
                        {formatPeso(grant.wagered)} / {formatPeso(grant.required)}
                      </Td>
                      <Td>
                        <Badge tone={open ? 'success' : 'neutral'}>{humanize(grant.state)}</Badge>
                      </Td>
                      <Td className="whitespace-nowrap">{formatDateTime(grant.expires_at)}</Td>
                      <Td className="max-w-56 truncate" title={grant.reason}>
                        {grant.reason || '—'}
                      </Td>
                      <Td align="right">
                        {open && canForfeit && (
                          <Button
                            size="sm"
                            onClick={() => setForfeiting(grant)}
                            aria-label={`Forfeit grant ${grant.id}`}
                          >
                            Forfeit
                          </Button>
                        )}
                      </Td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          )
        }
      </Loaded>
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
    </Panel>
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
  const forfeit = useForfeitBonus();
  const form = useForm<PayloadOf<typeof operatorCalls.adminBonusForfeit>>({
    resolver: callResolver(operatorCalls.adminBonusForfeit),
    defaultValues: { id: grant.id, reason: '' },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <Dialog
      title="Forfeit a bonus grant"
      onClose={onClose}
      description={`Grant #${grant.id}: its bonus balance of ${formatPeso(grant.balance)} goes back to the house.`}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit((payload) =>
          forfeit.mutateAsync(payload).then(onDone, () => {}),
        )}
      >
        <TextAreaField label="Reason" error={errors.reason?.message} {...form.register('reason')} />
        {forfeit.isError && <ErrorAlert error={forfeit.error} />}
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="danger" busy={isSubmitting}>
            Forfeit
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function RgTab({ uid }: { uid: number }) {
  const rg = usePlayerRg(uid);
  return (
    <Loaded query={rg} label="Loading restrictions…">
      {(status) => (
        <div className="space-y-5">
          <Panel title="In force">
            <Details
              columns={3}
              items={[
                [
                  'Restriction',
                  status.restriction
                    ? `${status.restriction.kind === 'exclusion' ? 'Self-exclusion' : 'Cooling-off'} until ${formatDateTime(status.restriction.until)} (set by the ${status.restriction.set_by})`
                    : 'None',
                ],
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
          <Panel title="Limits" flush>
            <Table caption="The player's limits">
              <thead>
                <tr>
                  <Th>Limit</Th>
                  <Th align="right">Value</Th>
                  <Th align="right">Used</Th>
                  <Th>Resets</Th>
                  <Th>Change waiting</Th>
                </tr>
              </thead>
              <tbody>
                {status.limits.map((limit) => {
                  const minutes = limit.limit === 'session';
                  const show = (value: string | null) =>
                    value === null ? 'None' : minutes ? `${value} min` : formatPeso(value);
                  return (
                    <tr key={limit.limit}>
                      <Td>{RG_LIMIT_TITLES[limit.limit]}</Td>
                      <Td align="right">{show(limit.value)}</Td>
                      <Td align="right">{limit.value === null ? '—' : show(limit.used)}</Td>
                      <Td>{formatDateTime(limit.resets_at)}</Td>
                      <Td>
                        {limit.pending
                          ? `${show(limit.pending.value)} from ${formatDateTime(limit.pending.from)}`
                          : '—'}
                      </Td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          </Panel>
          <Panel title="Restriction history" flush>
            {status.history.length === 0 ? (
              <EmptyState title="No restrictions so far" />
            ) : (
              <Table caption="The player's restrictions">
                <thead>
                  <tr>
                    <Th>Kind</Th>
                    <Th>From</Th>
                    <Th>Until</Th>
                    <Th>Set by</Th>
                    <Th>Reason</Th>
                  </tr>
                </thead>
                <tbody>
                  {status.history.map((record) => (
                    <tr key={`${record.kind}-${record.started_at}`}>
                      <Td>{record.kind === 'exclusion' ? 'Self-exclusion' : 'Cooling-off'}</Td>
                      <Td>{formatDateTime(record.started_at)}</Td>
                      <Td>{formatDateTime(record.until)}</Td>
                      <Td>{humanize(record.set_by)}</Td>
                      <Td>{record.reason ?? '—'}</Td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
          </Panel>
        </div>
      )}
    </Loaded>
  );
}
