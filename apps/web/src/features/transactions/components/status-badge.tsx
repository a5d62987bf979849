import { STATUS_TONES, type DepositStatus, type WithdrawStatus } from '@pisoplay/contract';
import { useCopy } from '@/shared/i18n/define-copy';
import { cn } from '@/shared/lib/cn';
import { STATUS_LABELS } from '../copy';

/** Spec 2.10: pending, paying and under_review orange; completed green; timeout, canceled red. */
export const TONE_CLASSES = {
  pending: 'bg-orange-400/15 text-orange-300 ring-orange-400/40',
  done: 'bg-emerald-400/15 text-emerald-300 ring-emerald-400/40',
  failed: 'bg-rose-500/15 text-rose-300 ring-rose-400/40',
} as const;

export function StatusBadge({ status }: { status: DepositStatus | WithdrawStatus }) {
  const labels = useCopy(STATUS_LABELS);
  const tone = STATUS_TONES[status];
  return (
    <span
      data-tone={tone}
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-[11px] font-bold ring-1',
        TONE_CLASSES[tone],
      )}
    >
      {labels[status]}
    </span>
  );
}
