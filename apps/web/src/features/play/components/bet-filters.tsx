import { useId } from 'react';
import { TIME_FILTERS } from '@pisoplay/contract';
import { ChevronDownIcon } from '@/shared/ui/extra-icons';
import type { BetFilter } from '../api/play-api';
import { PLAY_COPY as COPY } from '../copy';

type Option = { value: string; label: string };

function Select(props: {
  label: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="relative min-w-0 flex-1">
      <label htmlFor={id} className="sr-only">
        {props.label}
      </label>
      <select
        id={id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        className="h-10 w-full appearance-none truncate rounded-full bg-white/6 pr-9 pl-4 text-sm font-medium text-white ring-1 ring-white/10 outline-none focus:ring-2 focus:ring-gold-400"
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value} className="bg-ink-900">
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDownIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-indigo-200/70"
      />
    </div>
  );
}

const GAME_TYPE_OPTIONS: Option[] = [
  { value: '', label: COPY.allGameTypes },
  ...Object.entries(COPY.gameTypes).map(([value, label]) => ({ value, label })),
];
const TIME_OPTIONS: Option[] = TIME_FILTERS.map((f) => ({
  value: String(f.value),
  label: f.label,
}));

/** The bet record's game-type and time filters. */
export function BetFilters({
  value,
  onChange,
}: {
  value: BetFilter;
  onChange: (next: BetFilter) => void;
}) {
  return (
    <div className="flex gap-2 px-4 pt-3">
      <Select
        label={COPY.gameTypeFilter}
        value={value.gameType}
        options={GAME_TYPE_OPTIONS}
        onChange={(gameType) => onChange({ ...value, gameType })}
      />
      <Select
        label={COPY.timeFilter}
        value={String(value.time)}
        options={TIME_OPTIONS}
        onChange={(time) => onChange({ ...value, time: Number(time) })}
      />
    </div>
  );
}
