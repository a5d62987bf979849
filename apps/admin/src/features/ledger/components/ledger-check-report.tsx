import type { ReactNode } from 'react';
import type { LedgerCheck, LedgerInvariant } from '@pisoplay/contract';
import { formatDateTime, formatPeso, humanize } from '@/shared/lib/format';
import { OnOffBadge } from '@/shared/ui/badge';
import { Notice } from '@/shared/ui/feedback';
import { TablePanel } from '@/shared/ui/list-panel';
import { Stacked, UidLink } from '@/shared/ui/table';
import type { LedgerCheckRun } from '../api/ledger';

/** The ledger keeps centavos: a figure of the check in pesos. */
const pesos = (centavos: number) => formatPeso(centavos / 100);

/** The business rules the check holds the money to (docs/wallet.md, "Proof"). */
const INVARIANTS: Record<LedgerInvariant, [name: string, what: string]> = {
  depositCredits: [
    'Deposits credited once',
    'Every completed deposit is credited by the one transfer it links, to its player, for its amount.',
  ],
  withdrawalHolds: [
    'Withdrawal holds',
    'Each withdrawal’s hold is its player’s and amount, and ends as the withdrawal did.',
  ],
  roundMoney: ['Rounds’ money', 'Each round’s stakes and wins equal its bet and win transfers.'],
  closedRounds: [
    'Closed rounds recorded',
    'A closed round has its bet record, wagering and XP; an open one has neither.',
  ],
  bonusGrants: ['Bonus grants', 'A player’s bonus money is what their open grants hold.'],
  withdrawable: [
    'Withdrawable within cash',
    'Withdrawable stays within cash, and wagering requirements agree with the play recorded.',
  ],
  dayStakes: [
    'Contest day stakes',
    'Each day’s real-money stakes per player and game type are what its rounds counted.',
  ],
  points: ['Points', 'A player’s points are the sum of their movements.'],
};

type Row = { name: string; what: string; ok: boolean; figures: ReactNode };

/** Every check of the report: the arithmetic first, then the business rules. */
function rowsOf(check: LedgerCheck): Row[] {
  const differ = check.mismatched.length;
  return [
    {
      name: 'Balances sum to zero',
      what: 'Double entry: the sum of every balance.',
      ok: check.total === 0,
      figures: `Sum ${pesos(check.total)}`,
    },
    {
      name: 'Balances equal their transfers',
      what: 'Each stored balance is the sum of its transfers.',
      ok: differ === 0,
      figures:
        differ === 0 ? `${check.accounts} accounts` : `${differ} of ${check.accounts} differ`,
    },
    {
      name: 'No player below zero',
      what: 'No player’s account holds less than nothing.',
      ok: check.negative === 0,
      figures: `${check.negative} below zero`,
    },
    {
      name: 'Pending withdrawals held',
      what: 'Money waiting for payouts equals the pending holds.',
      ok: check.holdGap === 0,
      figures: `Gap ${pesos(check.holdGap)}`,
    },
    ...check.invariants.map(({ name, broken, examples }) => ({
      name: INVARIANTS[name]?.[0] ?? humanize(name),
      what: INVARIANTS[name]?.[1] ?? '',
      ok: broken === 0,
      figures:
        broken === 0 ? (
          'None broken'
        ) : (
          <Stacked
            primary={`${broken} broken`}
            secondary={<span className="font-mono">{examples.join(' · ')}</span>}
          />
        ),
    })),
  ];
}

/** A check's answer: whether the ledger balances, when, each check with its figures. */
export function LedgerCheckReport({ run }: { run: LedgerCheckRun }) {
  const { check } = run;
  const rows = rowsOf(check);
  const failing = rows.filter((row) => !row.ok).length;
  return (
    <div className="space-y-5">
      <Notice tone={check.ok ? 'success' : 'danger'}>
        <p className="font-medium">
          {check.ok
            ? 'The ledger balances: every check holds.'
            : `The ledger does not balance: ${failing} of ${rows.length} checks fail.`}
        </p>
        <p className="mt-0.5">
          {check.accounts} accounts and {check.transfers} transfers, checked{' '}
          {formatDateTime(run.at)}.
        </p>
      </Notice>
      <TablePanel
        title="Checks"
        rows={rows}
        empty="No checks"
        caption="The ledger's checks"
        rowKey={(row) => row.name}
        rowClassName="align-top"
        columns={[
          {
            head: 'Check',
            rowHeader: true,
            cell: (row) => <Stacked primary={row.name} secondary={row.what} />,
          },
          { head: 'Result', cell: (row) => <OnOffBadge on={row.ok} yes="Holds" no="Fails" /> },
          { head: 'Figures', className: 'max-w-md', cell: (row) => row.figures },
        ]}
      />
      {check.mismatched.length > 0 && (
        <TablePanel
          title={`Accounts whose balance differs · ${check.mismatched.length}`}
          rows={check.mismatched}
          empty="None"
          caption="Accounts whose stored balance is not the sum of their transfers"
          rowKey={(account) => account.id}
          columns={[
            { head: 'Account', align: 'right', cell: (account) => `#${account.id}` },
            { head: 'Kind', cell: (account) => humanize(account.kind) },
            {
              head: 'Player',
              cell: (account) => (account.uid === null ? '—' : <UidLink uid={account.uid} />),
            },
            { head: 'Stored', align: 'right', cell: (account) => pesos(account.stored) },
            { head: 'Sum of transfers', align: 'right', cell: (account) => pesos(account.summed) },
            {
              head: 'Difference',
              align: 'right',
              cell: (account) => pesos(account.stored - account.summed),
            },
          ]}
        />
      )}
    </div>
  );
}
