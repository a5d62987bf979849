import { GAME_SORTS, type GameSortLabel } from '@pisoplay/contract';
import { useCopy } from '@/shared/i18n/define-copy';
import { cn } from '@/shared/lib/cn';
import { GAMES_COPY } from '../copy';

const LABELS = Object.keys(GAME_SORTS) as GameSortLabel[];

/** Popular / A-Z as a two-way switch (a radio group). */
export function SortSelect({
  value,
  onChange,
}: {
  value: GameSortLabel;
  onChange: (sort: GameSortLabel) => void;
}) {
  const COPY = useCopy(GAMES_COPY);
  const names: Record<GameSortLabel, string> = { Popular: COPY.sortPopular, 'A-Z': COPY.sortAZ };
  return (
    <div
      role="radiogroup"
      aria-label={COPY.sortLabel}
      className="flex h-10 shrink-0 items-center rounded-full bg-white/8 p-1 ring-1 ring-white/10"
    >
      {LABELS.map((label) => {
        const checked = label === value;
        return (
          <button
            key={label}
            type="button"
            role="radio"
            aria-checked={checked}
            onClick={() => onChange(label)}
            className={cn(
              'h-full rounded-full px-3 text-xs font-bold transition',
              checked
                ? 'bg-gold-gradient text-ink-900 shadow'
                : 'text-indigo-200/70 hover:text-white',
            )}
          >
            {names[label]}
          </button>
        );
      })}
    </div>
  );
}
