import type { ReactNode } from 'react';

export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'accent';

const TONES: Record<Tone, string> = {
  neutral: 'bg-slate-100 text-slate-700 ring-slate-300',
  info: 'bg-sky-50 text-sky-800 ring-sky-200',
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  warning: 'bg-amber-50 text-amber-900 ring-amber-300',
  danger: 'bg-red-50 text-red-800 ring-red-200',
  accent: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
};

export function Badge({ tone = 'neutral', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}

/** The tone of a status word across the queues. */
export function statusTone(status: string): Tone {
  switch (status) {
    case 'completed':
    case 'approved':
    case 'fully_kyc':
    case 'basic_kyc':
    case 'open':
      return 'success';
    case 'under_review':
    case 'pending':
    case 'paying':
      return 'warning';
    case 'rejected':
    case 'canceled':
    case 'failed':
    case 'timeout':
    case 'block':
    case 'frozen':
      return 'danger';
    case 'test_account':
      return 'accent';
    default:
      return 'neutral';
  }
}

/** A yes-or-no state as a word: 'On' (green) or 'Off' (red), or the words given. */
export function OnOffBadge({
  on,
  yes = 'On',
  no = 'Off',
  noTone = 'danger',
}: {
  on: boolean;
  yes?: string;
  no?: string;
  noTone?: Tone;
}) {
  return on ? <Badge tone="success">{yes}</Badge> : <Badge tone={noTone}>{no}</Badge>;
}
