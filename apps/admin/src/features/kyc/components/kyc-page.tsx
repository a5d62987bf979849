import { Link, useSearchParams } from 'react-router';
import { KYC_STATUS_LABELS, type KycReviewItem, type KycStatus } from '@pisoplay/contract';
import { paths } from '@/shared/config/paths';
import { formatAge, formatDateTime } from '@/shared/lib/format';
import { Badge, statusTone } from '@/shared/ui/badge';
import { fullName } from '@/shared/lib/kyc';
import { usePagedFilter } from '@/shared/lib/use-paged-filter';
import { QueuePanel } from '@/shared/ui/list-panel';
import { PageHeader } from '@/shared/ui/page';
import { Stacked, actionsColumn, type Column } from '@/shared/ui/table';
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
  const filter = usePagedFilter<KycStatus>('under_review');
  const queue = useKycQueue(filter.value, filter.page);
  const label = KYC_STATUS_LABELS[filter.value];
  return (
    <QueuePanel
      filter={filter}
      options={QUEUE_STATUSES}
      title={label}
      query={queue}
      pageSize={KYC_PAGE_SIZE}
      label="Loading submissions…"
      empty={
        filter.value === 'under_review' ? 'No submissions waiting' : 'No players in this status'
      }
      table={{ caption: `KYC submissions: ${label}`, rowKey: (item) => item.uid, columns: COLUMNS }}
    />
  );
}

const COLUMNS: Column<KycReviewItem>[] = [
  {
    head: 'Player',
    rowHeader: true,
    cell: (item) => (
      <>
        {item.username}
        <span className="ml-1.5 text-xs font-normal text-slate-600">uid {item.uid}</span>
      </>
    ),
  },
  { head: 'Name on the form', cell: fullName },
  { head: 'ID type', cell: (item) => item.id_type || '—' },
  {
    head: 'Submitted',
    className: 'whitespace-nowrap',
    cell: (item) => (
      <Stacked
        primary={formatDateTime(item.submitted_at)}
        secondary={`waiting ${formatAge(item.submitted_at)}`}
      />
    ),
  },
  { head: 'Reviews', align: 'right', cell: (item) => item.review_times },
  {
    head: 'Status',
    cell: (item) => <Badge tone={statusTone(item.status)}>{KYC_STATUS_LABELS[item.status]}</Badge>,
  },
  actionsColumn(
    (item) => (
      <Link
        to={paths.kyc.getHref(item.uid)}
        className="font-medium text-indigo-700 hover:underline"
        aria-label={`Review ${item.username}`}
      >
        Review
      </Link>
    ),
    'Action',
  ),
];
