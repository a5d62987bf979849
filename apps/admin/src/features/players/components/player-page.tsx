import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { KYC_STATUS_LABELS, operatorCalls, type AdminMemberDetail } from '@pisoplay/contract';
import { useMayCall } from '@/shared/auth/permissions';
import { paths } from '@/shared/config/paths';
import { formatDateTime, formatPeso } from '@/shared/lib/format';
import { useActing } from '@/shared/lib/use-acting';
import { Badge, statusTone } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { ErrorAlert, Loading } from '@/shared/ui/feedback';
import { PageHeader } from '@/shared/ui/page';
import { Tabs } from '@/shared/ui/tabs';
import { usePlayer } from '../api/players';
import { AdjustDialog, BonusGrantDialog, BoxIssueDialog, StatusDialog } from './player-actions';
import { PlayerOverview } from './player-overview';
import { RgTab } from './player-rg-tab';
import { BetsTab, BonusTab, KycTab, LedgerTab } from './player-tabs';

type Tab = 'overview' | 'kyc' | 'ledger' | 'bets' | 'bonus' | 'rg';
type Acting = 'status' | 'adjust' | 'bonus' | 'boxes';

/**
 * The player page: who they are, their status and balances, and by tab their devices and notes,
 * KYC history, ledger, bets, bonus grants and restrictions; the actions each role may take.
 */
export function PlayerPage() {
  const uid = Number(useParams().uid) || 0;
  const player = usePlayer(uid);
  const may = useMayCall();
  const [tab, setTab] = useState<Tab>('overview');
  const { acting, act: setActing, stop, outcome, done } = useActing<Acting>();

  if (player.isPending) {
    return (
      <>
        <PageHeader title="Player" />
        <Loading label="Loading the player…" />
      </>
    );
  }
  if (player.isError) {
    return (
      <>
        <PageHeader title="Player" />
        <ErrorAlert error={player.error} onRetry={() => player.refetch()} />
      </>
    );
  }
  const detail = player.data;
  const tabs: { value: Tab; label: string; call: { method: string; path: string } }[] = [
    { value: 'overview', label: 'Overview', call: operatorCalls.adminMemberDetail },
    { value: 'kyc', label: 'KYC', call: operatorCalls.adminKycDetail },
    { value: 'ledger', label: 'Ledger', call: operatorCalls.adminMemberLedger },
    { value: 'bets', label: 'Bets', call: operatorCalls.adminBets },
    { value: 'bonus', label: 'Bonus grants', call: operatorCalls.adminBonusList },
    { value: 'rg', label: 'Restrictions', call: operatorCalls.adminMemberRg },
  ];
  const shown = tabs.filter((t) => may(t.call));
  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-2 text-sm text-slate-600">
        <Link to={paths.players.getHref()} className="hover:underline">
          Players
        </Link>{' '}
        / uid {uid}
      </nav>
      <PageHeader
        title={detail.profile.username}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span>
              uid {uid} · {detail.phone} · joined {formatDateTime(detail.created_at)}
            </span>
            <Badge tone={statusTone(detail.kyc_status)}>
              {KYC_STATUS_LABELS[detail.kyc_status]}
            </Badge>
            {detail.profile.tester ? <Badge tone="accent">Tester</Badge> : null}
          </span>
        }
        actions={
          <>
            {may(operatorCalls.adminMemberStatus) && (
              <Button size="sm" onClick={() => setActing('status')}>
                {detail.kyc_status === 'block'
                  ? 'Unblock or change status'
                  : 'Block or change status'}
              </Button>
            )}
            {may(operatorCalls.adminLedgerAdjust) && (
              <Button size="sm" onClick={() => setActing('adjust')}>
                Adjust balance
              </Button>
            )}
            {may(operatorCalls.adminBoxIssue) && (
              <Button size="sm" onClick={() => setActing('boxes')}>
                Issue mystery boxes
              </Button>
            )}
            {may(operatorCalls.adminBonusGrant) && (
              <Button size="sm" variant="primary" onClick={() => setActing('bonus')}>
                Grant bonus
              </Button>
            )}
          </>
        }
        outcome={outcome}
      />
      <Balances detail={detail} />
      <Tabs label="Player" tabs={shown} value={tab} onChange={setTab}>
        {tab === 'overview' && <PlayerOverview detail={detail} uid={uid} onOutcome={done} />}
        {tab === 'kyc' && <KycTab uid={uid} />}
        {tab === 'ledger' && <LedgerTab uid={uid} />}
        {tab === 'bets' && <BetsTab uid={uid} />}
        {tab === 'bonus' && <BonusTab uid={uid} onOutcome={done} />}
        {tab === 'rg' && <RgTab uid={uid} onOutcome={done} />}
      </Tabs>
      {acting === 'status' && (
        <StatusDialog detail={detail} uid={uid} onClose={stop} onDone={done} />
      )}
      {acting === 'adjust' && (
        <AdjustDialog detail={detail} uid={uid} onClose={stop} onDone={done} />
      )}
      {acting === 'boxes' && (
        <BoxIssueDialog detail={detail} uid={uid} onClose={stop} onDone={done} />
      )}
      {acting === 'bonus' && (
        <BonusGrantDialog detail={detail} uid={uid} onClose={stop} onDone={done} />
      )}
    </>
  );
}

function Balances({ detail }: { detail: AdminMemberDetail }) {
  const items: [string, string, string][] = [
    ['Cash', formatPeso(detail.balances.cash), 'text-lg'],
    ['Bonus', formatPeso(detail.balances.bonus), 'text-lg'],
    ['Withdrawable', formatPeso(detail.balances.withdrawable), 'text-lg'],
    ['Last sign-in', formatDateTime(detail.profile.last_login_at), 'text-sm pt-1'],
  ];
  return (
    <dl className="mb-5 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {items.map(([label, value, size]) => (
        <div
          key={label}
          className="rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-xs"
        >
          <dt className="text-xs font-medium text-slate-600">{label}</dt>
          <dd className={`mt-1 font-semibold text-slate-900 tabular-nums ${size}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
