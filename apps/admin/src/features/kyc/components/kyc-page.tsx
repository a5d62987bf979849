import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { KYC_STATUS_LABELS, type KycStatus } from '@pisoplay/contract';
import { paths } from '@/shared/config/paths';
import { formatAge, formatDateTime } from '@/shared/lib/format';
import { Badge, statusTone } from '@/shared/ui/badge';
import { EmptyState, ErrorAlert, Loading } from '@/shared/ui/feedback';
import { Segmented } from '@/shared/ui/form';
import { PageHeader, Panel } from '@/shared/ui/page';
import { Pager, RowTh, Stacked, Table, Td, Th } from '@/shared/ui/table';
import { KYC_PAGE_SIZE, useKycQueue } from '../api/kyc';
import { QUEUE_STATUSES } from '../copy';
import { KycReview } from './kyc-review';

/**
 * The KYC queue: submissions by status, oldest first; `?uid=` opens one for review (the ID
 * photo and selfie, what the OCR read beside what the player typed, approve or reject).
 */
export function KycPage() {
  const [search] = useSearchParams();
  const uid = Number(search.get('uid')) || 0;
  return (
    <>
      <PageHeader
        title="KYC review"
        description="Identity submissions waiting for a compliance decision, oldest first."
      />
      {uid ? <KycReview uid={uid} /> : <KycQueue />}
    </>
  );
}

function KycQueue() {
  const [status, setStatus] = useState<KycStatus>('under_review');
  const [page, setPage] = useState(1);
  const queue = useKycQueue(status, page);
  return (
    <Panel
      flush
      title={`${KYC_STATUS_LABELS[status]}${queue.data ? ` · ${queue.data.t}` : ''}`}
      actions={
        <Segmented
          label="Status"
          value={status}
          options={QUEUE_STATUSES}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
        />
      }
    >
      {queue.isPending ? (
        <Loading label="Loading submissions…" />
      ) : queue.isError ? (
        <div className="p-4">
          <ErrorAlert error={queue.error} onRetry={() => queue.refetch()} />
        </div>
      ) : queue.data.d.length === 0 ? (
        <EmptyState
          title={status === 'under_review' ? 'No submissions waiting' : 'No players in this status'}
        />
      ) : (
        <>
          <Table caption={`KYC submissions: ${KYC_STATUS_LABELS[status]}`}>
            <thead>
              <tr>
                <Th>Player</Th>
                <Th>Name on the form</Th>
                <Th>ID type</Th>
                <Th>Submitted</Th>
                <Th align="right">Reviews</Th>
                <Th>Status</Th>
                <Th>
                  <span className="sr-only">Action</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {queue.data.d.map((item) => (
                <tr key={item.uid} className="hover:bg-slate-50">
                  <RowTh>
                    {item.username}
                    <span className="ml-1.5 text-xs font-normal text-slate-600">
                      uid {item.uid}
                    </span>
                  </RowTh>
                  <Td>
                    {[item.first_name, item.middle_name, item.last_name].filter(Boolean).join(' ')}
                  </Td>
                  <Td>{item.id_type || '—'}</Td>
                  <Td className="whitespace-nowrap">
                    <Stacked
                      primary={formatDateTime(item.submitted_at)}
                      secondary={`waiting ${formatAge(item.submitted_at)}`}
                    />
                  </Td>
                  <Td align="right">{item.review_times}</Td>
                  <Td>
                    <Badge tone={statusTone(item.status)}>{KYC_STATUS_LABELS[item.status]}</Badge>
                  </Td>
                  <Td align="right">
                    <Link
                      to={paths.kyc.getHref(item.uid)}
                      className="font-medium text-indigo-700 hover:underline"
                      aria-label={`Review ${item.username}`}
                    >
                      Review
                    </Link>
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pager page={page} pageSize={KYC_PAGE_SIZE} total={queue.data.t} onPage={setPage} />
        </>
      )}
    </Panel>
  );
}
