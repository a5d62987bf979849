import type { ComponentType } from 'react';
import { ChevronRightIcon } from '@/shared/ui/icons';

type OptionRowProps = {
  label: string;
  icon: ComponentType<{ className?: string }>;
  onClick: () => void;
};

/** One way to go on (verify by phone, by old password, ask customer service): a full-width row. */
export function OptionRow({ label, icon: Icon, onClick }: OptionRowProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex h-14 w-full items-center gap-3 rounded-2xl bg-white/5 px-4 text-left font-semibold text-white ring-1 ring-white/10 transition hover:bg-white/10"
    >
      <span className="grid size-9 place-items-center rounded-full bg-gold-400/15 text-gold-300">
        <Icon className="size-5" />
      </span>
      <span className="flex-1">{label}</span>
      <ChevronRightIcon className="size-4 text-indigo-200/50" />
    </button>
  );
}
