import { operatorCalls } from '@pisoplay/contract';
import { useMayCall } from '@/shared/auth/permissions';
import { Button } from '@/shared/ui/button';
import { EmptyState, ErrorAlert, Loading } from '@/shared/ui/feedback';
import { PageHeader, Panel } from '@/shared/ui/page';
import { useLedgerCheck } from '../api/ledger';
import { LedgerCheckReport } from './ledger-check-report';

/**
 * The ledger check (finance, risk, admin), run on demand in the running server: the arithmetic
 * of double entry and the business rules the money must agree with; it only reads.
 */
export function LedgerCheckPage() {
  const canRun = useMayCall()(operatorCalls.adminLedgerCheck);
  const run = useLedgerCheck();
  return (
    <>
      <PageHeader
        title="Ledger check"
        description="Proves the ledger as it stands: balances sum to zero and equal their transfers, no player is below zero, holds match pending withdrawals, and deposits, withdrawals, rounds, bonuses and points agree with the money. It only reads."
        actions={
          canRun && (
            <Button variant="primary" busy={run.isPending} onClick={() => run.mutate()}>
              Run check
            </Button>
          )
        }
      />
      {run.isError ? (
        <ErrorAlert
          error={run.error}
          title="The check could not run"
          onRetry={() => run.mutate()}
        />
      ) : run.data ? (
        <LedgerCheckReport run={run.data} />
      ) : (
        <Panel>
          {run.isPending ? (
            <Loading label="Checking the ledger…" />
          ) : (
            <EmptyState title="Not run yet">
              It reads every account, transfer and record: a few seconds on a large ledger.
            </EmptyState>
          )}
        </Panel>
      )}
    </>
  );
}
