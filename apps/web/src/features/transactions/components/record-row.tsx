import { Link } from 'react-router';
import { amountToCentavos } from '@pisoplay/contract';
import { paths } from '@/shared/config/paths';
import { useCopy } from '@/shared/i18n/define-copy';
import { cn } from '@/shared/lib/cn';
import { formatDateTime, formatPhp } from '@/shared/lib/format';
import { ChevronRightIcon } from '@/shared/ui/icons';
import type { RecordRow as Row } from '../api/get-records';
import { TRANSACTIONS_COPY } from '../copy';
import { cashTypeName } from '../lib/record-filters';
import { StatusBadge } from './status-badge';

const ROW = 'flex items-center gap-3 px-4 py-3';

/** A signed amount: credits green with '+', debits in plain white with '-'. */
function SignedAmount({ amount }: { amount: string }) {
  const credit = (amountToCentavos(amount) ?? 0) >= 0;
  return (
    <span
      className={cn('text-sm font-bold tabular-nums', credit ? 'text-emerald-300' : 'text-white')}
    >
      {credit ? '+' : '-'}
      {formatPhp(amount.replace(/^-/, ''))}
    </span>
  );
}

function Lines({ title, when }: { title: string; when: string }) {
  return (
    <span className="flex min-w-0 flex-1 flex-col gap-0.5">
      <span className="truncate text-sm font-semibold text-white">{title}</span>
      <span className="text-xs text-indigo-200/60 tabular-nums">{formatDateTime(when)}</span>
    </span>
  );
}

/** One row of a records list; deposits and withdrawals open their status page (spec 2.10). */
export function RecordRow({ row }: { row: Row }) {
  const COPY = useCopy(TRANSACTIONS_COPY);
  switch (row.kind) {
    case 'balance': {
      const { item } = row;
      return (
        <div className={ROW}>
          <Lines
            title={cashTypeName(item.cash_type) || item.name || item.remark}
            when={item.created_at}
          />
          <span className="flex flex-col items-end gap-0.5">
            <SignedAmount amount={item.amount} />
            <span className="text-[11px] text-indigo-200/60 tabular-nums">
              {COPY.balanceAfter} {formatPhp(item.after_amount)}
            </span>
          </span>
        </div>
      );
    }
    case 'bonus': {
      const { item } = row;
      return (
        <div className={ROW}>
          <Lines title={cashTypeName(item.cash_type) ?? ''} when={item.created_at} />
          <SignedAmount amount={item.bonus} />
        </div>
      );
    }
    case 'deposit':
    case 'withdraw': {
      const { item } = row;
      return (
        <Link
          to={paths.transactionStatus.getHref(item.id, row.kind)}
          className={cn(ROW, 'transition hover:bg-white/5')}
        >
          <Lines title={item.channel_name} when={item.created_at} />
          <span className="flex flex-col items-end gap-1">
            <span className="text-sm font-bold text-white tabular-nums">
              {formatPhp(item.amount)}
            </span>
            <StatusBadge status={item.status} />
          </span>
          <ChevronRightIcon aria-hidden="true" className="size-4 shrink-0 text-indigo-200/50" />
        </Link>
      );
    }
  }
}
