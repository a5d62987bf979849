import { useId } from 'react';
import { TIME_FILTERS } from '@pisoplay/contract';
import { ChevronDownIcon } from '@/shared/ui/extra-icons';
import { TRANSACTIONS_COPY as COPY } from '../copy';
import type { FilterOption, RecordFilter } from '../lib/record-filters';

type SelectProps = {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
};

function FilterSelect({ label, value, options, onChange }: SelectProps) {
  const id = useId();
  return (
    <div className="relative min-w-0 flex-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 w-full appearance-none truncate rounded-full bg-white/6 pr-9 pl-4 text-sm font-medium text-white ring-1 ring-white/10 outline-none focus:ring-2 focus:ring-gold-400"
      >
        {options.map((option) => (
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

const TIME_OPTIONS: FilterOption[] = TIME_FILTERS.map((f) => ({
  value: String(f.value),
  label: f.label,
}));

type RecordFiltersProps = {
  filterLabel: string;
  options: readonly FilterOption[];
  value: RecordFilter;
  onChange: (next: RecordFilter) => void;
};

/** The list's type (or status) filter, All first, and its time filter (spec 2.10). */
export function RecordFilters({ filterLabel, options, value, onChange }: RecordFiltersProps) {
  return (
    <div className="flex gap-2 px-4 pt-3">
      <FilterSelect
        label={filterLabel}
        value={value.filter}
        options={[{ value: '', label: COPY.all }, ...options]}
        onChange={(filter) => onChange({ ...value, filter })}
      />
      <FilterSelect
        label={COPY.timeFilter}
        value={String(value.time)}
        options={TIME_OPTIONS}
        onChange={(time) => onChange({ ...value, time: Number(time) as RecordFilter['time'] })}
      />
    </div>
  );
}
