import { useState } from 'react';
import { Link } from 'react-router';
import { operatorCalls, type AuditVerification } from '@pisoplay/contract';
import { useMayCall } from '@/shared/auth/permissions';
import { paths } from '@/shared/config/paths';
import { formatDateTime } from '@/shared/lib/format';
import { Button } from '@/shared/ui/button';
import { ErrorAlert, Notice } from '@/shared/ui/feedback';
import { ListPanel } from '@/shared/ui/list-panel';
import { PageHeader } from '@/shared/ui/page';
import { Stacked } from '@/shared/ui/table';
import { AUDIT_PAGE_SIZE, useAudit, useVerifyChain } from '../api/audit';

/** Every operator decision, newest first, and a check of the log's hash chain. */
export function AuditPage() {
  const [page, setPage] = useState(1);
  const audit = useAudit(page);
  const verify = useVerifyChain();
  const canVerify = useMayCall()(operatorCalls.adminAuditVerify);
  return (
    <>
      <PageHeader
        title="Audit log"
        description="Every decision of every operator, chained by hashes so that a changed or removed row shows."
        actions={
          canVerify && (
            <Button onClick={() => verify.mutate()} busy={verify.isPending}>
              Verify chain
            </Button>
          )
        }
      />
      {(verify.data || verify.isError) && (
        <div className="mb-4">
          {verify.isError ? (
            <ErrorAlert error={verify.error} title="The chain could not be checked" />
          ) : (
            verify.data && <Verification result={verify.data} />
          )}
        </div>
      )}
      <ListPanel
        title="Entries"
        query={audit}
        label="Loading the audit log…"
        empty="No entries yet"
        paging={{ page, pageSize: AUDIT_PAGE_SIZE, onPage: setPage }}
        table={{
          caption: 'Audit log, newest first',
          rowKey: (entry) => entry.id,
          rowClassName: 'align-top',
          columns: [
            {
              head: '#',
              align: 'right',
              className: 'font-mono text-xs',
              cell: (entry) => entry.id,
            },
            {
              head: 'When',
              className: 'whitespace-nowrap',
              cell: (entry) => (
                <Stacked
                  primary={formatDateTime(entry.created_at)}
                  secondary={[entry.operator, entry.ip].filter(Boolean).join(' · ')}
                />
              ),
            },
            {
              head: 'Action',
              className: 'whitespace-nowrap',
              cell: (entry) => (
                <Stacked
                  primary={<span className="font-mono text-xs">{entry.action}</span>}
                  secondary={
                    entry.target_uid ? (
                      <Link
                        to={paths.player.getHref(entry.target_uid)}
                        className="text-indigo-700 hover:underline"
                      >
                        uid {entry.target_uid}
                      </Link>
                    ) : undefined
                  }
                />
              ),
            },
            {
              head: 'Reason and detail',
              className: 'w-full',
              cell: (entry) => (
                <>
                  {entry.reason && <p className="mb-1">{entry.reason}</p>}
                  <Detail detail={entry.detail} />
                </>
              ),
            },
          ],
        }}
      />
    </>
  );
}

function Detail({ detail }: { detail: Record<string, unknown> }) {
  const entries = Object.entries(detail ?? {});
  if (entries.length === 0) return <>—</>;
  return (
    <dl className="grid grid-cols-[minmax(4rem,max-content)_1fr] gap-x-3 gap-y-0.5 text-xs">
      {entries.map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="text-slate-600">{key}</dt>
          <dd className="font-mono break-all text-slate-800">
            {typeof value === 'string' ? value : JSON.stringify(value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Verification({ result }: { result: AuditVerification }) {
  if (result.ok) {
    return (
      <Notice tone="success">
        <p className="font-medium">
          The chain holds: {result.rows} row{result.rows === 1 ? '' : 's'} checked.
        </p>
        {result.last_hash && (
          <p className="mt-0.5 text-xs break-all">
            Last row #{result.last_id}, hash <span className="font-mono">{result.last_hash}</span>.
          </p>
        )}
        <p className="mt-0.5 text-xs">
          {result.anchor
            ? `Anchor ${result.anchor.n} (row #${result.anchor.id}, written ${formatDateTime(result.anchor.anchored_at)}) still holds.`
            : 'No anchor written yet: rows removed from the end would leave no trace.'}
        </p>
      </Notice>
    );
  }
  return (
    <Notice tone="danger">
      <p className="font-medium">The chain is broken at row #{result.broken_at}.</p>
      <p className="mt-0.5">{result.reason}</p>
    </Notice>
  );
}
