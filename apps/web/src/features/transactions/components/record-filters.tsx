import { useCopy } from '@/shared/i18n/define-copy';
import { FilterSelect } from '@/shared/ui/filter-select';
import { TIME_FILTER_COPY, TRANSACTIONS_COPY } from '../copy';
import { timeFilterOptions, type FilterOption, type RecordFilter } from '../lib/record-filters';

type RecordFiltersProps = {
  filterLabel: string;
  options: readonly FilterOption[];
  value: RecordFilter;
  onChange: (next: RecordFilter) => void;
};

/** The list's type (or status) filter, All first, and its time filter (spec 2.10). */
export function RecordFilters({ filterLabel, options, value, onChange }: RecordFiltersProps) {
  const COPY = useCopy(TRANSACTIONS_COPY);
  const times = useCopy(TIME_FILTER_COPY);
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
        options={timeFilterOptions(times)}
        onChange={(time) => onChange({ ...value, time: Number(time) as RecordFilter['time'] })}
      />
    </div>
  );
}
