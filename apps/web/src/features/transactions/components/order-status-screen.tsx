import { Link } from 'react-router';
import { STATUS_TONES, mask, type OrderStep } from '@pisoplay/contract';
import { paths } from '@/shared/config/paths';
import { useCopy } from '@/shared/i18n/define-copy';
import { cn } from '@/shared/lib/cn';
import { formatDateTime, formatPhp } from '@/shared/lib/format';
import { EmptyState, ErrorWithRetry } from '@/shared/ui/empty-state';
import { Img } from '@/shared/ui/img';
import { Skeleton } from '@/shared/ui/skeleton';
import { TitleBar } from '@/shared/ui/title-bar';
import { isAppError } from '@/shared/api/errors';
import { isFinalStatus, useOrder, type OrderType } from '../api/get-order';
import { STATUS_LABELS, TRANSACTIONS_COPY } from '../copy';
import { StatusBadge } from './status-badge';

const DOT = { pending: 'bg-orange-400', done: 'bg-emerald-400', failed: 'bg-rose-500' } as const;

/** The order's steps, oldest first, each with its time (the tracker of the status page). */
function StepTracker({ steps }: { steps: readonly OrderStep[] }) {
  const COPY = useCopy(TRANSACTIONS_COPY);
  const labels = useCopy(STATUS_LABELS);
  return (
    <ol aria-label={COPY.progress} className="flex flex-col">
      {steps.map((step, index) => {
        const last = index === steps.length - 1;
        return (
          <li key={`${step.status}-${step.at}`} className="relative flex gap-3 pb-4 last:pb-0">
            {last ? null : (
              <span
                aria-hidden="true"
                className="absolute top-4 left-[5px] h-full w-0.5 bg-white/10"
              />
            )}
            <span
              aria-hidden="true"
              className={cn(
                'relative mt-1 size-3 shrink-0 rounded-full',
                DOT[STATUS_TONES[step.status]],
                last && 'ring-4 ring-white/10',
              )}
            />
            <span className="flex flex-col gap-0.5">
              <span
                className={cn('text-sm font-semibold', last ? 'text-white' : 'text-indigo-100/70')}
              >
                {labels[step.status]}
              </span>
              <span className="text-xs text-indigo-200/60 tabular-nums">
                {formatDateTime(step.at)}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 py-2.5">
      <dt className="text-sm text-indigo-200/70">{label}</dt>
      <dd className="flex min-w-0 items-center gap-2 text-right text-sm font-semibold text-white">
        {children}
      </dd>
    </div>
  );
}

/**
 * /s-transaction/status?id=&type= (spec 2.1, 2.10): one deposit or withdrawal, its steps with
 * their times, the channel, the account of a withdrawal and why it was canceled; it follows
 * the order until it is final.
 */
export function OrderStatusScreen({ type, id }: { type: OrderType; id: number }) {
  const COPY = useCopy(TRANSACTIONS_COPY);
  const order = useOrder(type, id, true);
  const title = type === 'deposit' ? COPY.statusTitleDeposit : COPY.statusTitleWithdraw;
  const back = paths.transactionTab.getHref(type);

  if (order.isPending) {
    return (
      <div className="flex flex-col">
        <TitleBar title={title} backTo={back} />
        <div aria-busy="true" className="flex flex-col gap-3 px-4 pt-4">
          <p className="sr-only">{COPY.loading}</p>
          <Skeleton className="h-28 rounded-3xl" />
          <Skeleton className="h-40 rounded-3xl" />
        </div>
      </div>
    );
  }
  if (order.isError) {
    return (
      <div className="flex flex-col">
        <TitleBar title={title} backTo={back} />
        {isAppError(order.error, 'ERR_NOT_FOUND') ? (
          <EmptyState message={COPY.orderNotFound} className="py-16" />
        ) : (
          <ErrorWithRetry
            message={COPY.error}
            retryLabel={COPY.retry}
            onRetry={() => void order.refetch()}
          />
        )}
      </div>
    );
  }

  const detail = order.data;
  const final = isFinalStatus(detail.status);
  return (
    <div className="flex flex-col pb-8">
      <TitleBar title={title} backTo={back} />
      <div className="flex flex-col gap-4 px-4 pt-4">
        <section
          aria-label={title}
          className="flex flex-col items-center gap-2 rounded-3xl bg-white/5 p-5 text-center ring-1 ring-white/10"
        >
          <span className="text-xs text-indigo-200/70">{COPY.amount}</span>
          <span className="text-3xl font-black text-white tabular-nums">
            ₱ {formatPhp(detail.amount)}
          </span>
          <span role="status" aria-live="polite">
            <StatusBadge status={detail.status} />
          </span>
          {final ? null : <span className="text-[11px] text-muted">{COPY.watching}</span>}
        </section>

        {detail.reason ? (
          <p
            role="note"
            className="rounded-2xl bg-rose-500/10 p-3 text-sm text-rose-100 ring-1 ring-rose-400/30"
          >
            <span className="font-semibold">{COPY.reason}: </span>
            {detail.reason}
          </p>
        ) : null}

        <section
          aria-label={COPY.progress}
          className="rounded-3xl bg-white/5 p-4 ring-1 ring-white/10"
        >
          <h2 className="mb-3 text-xs font-bold tracking-wider text-indigo-200/60 uppercase">
            {COPY.progress}
          </h2>
          <StepTracker steps={detail.steps} />
        </section>

        <dl className="divide-y divide-white/5 rounded-3xl bg-white/5 px-4 ring-1 ring-white/10">
          <Detail label={COPY.channel}>
            <Img src={detail.channel_img} alt="" className="size-6 object-contain" />
            <span className="truncate">{detail.channel_name}</span>
          </Detail>
          {'account' in detail ? (
            <Detail label={COPY.account}>{mask(detail.account)}</Detail>
          ) : null}
          <Detail label={COPY.orderId}>{detail.id}</Detail>
          <Detail label={COPY.createdAt}>{formatDateTime(detail.created_at)}</Detail>
        </dl>

        <Link to={back} className="mx-auto text-sm font-semibold text-gold-300 hover:text-gold-200">
          {COPY.records}
        </Link>
      </div>
    </div>
  );
}
