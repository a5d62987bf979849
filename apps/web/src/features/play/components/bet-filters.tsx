import { FilterSelect, TIME_FILTER_OPTIONS, type FilterOption } from '@/shared/ui/filter-select';
import type { BetFilter } from '../api/play-api';
import { PLAY_COPY as COPY } from '../copy';

const GAME_TYPE_OPTIONS: FilterOption[] = [
  { value: '', label: COPY.allGameTypes },
  ...Object.entries(COPY.gameTypes).map(([value, label]) => ({ value, label })),
];

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
      <FilterSelect
        label={COPY.gameTypeFilter}
        value={value.gameType}
        options={GAME_TYPE_OPTIONS}
        onChange={(gameType) => onChange({ ...value, gameType })}
      />
      <FilterSelect
        label={COPY.timeFilter}
        value={String(value.time)}
        options={TIME_FILTER_OPTIONS}
        onChange={(time) => onChange({ ...value, time: Number(time) })}
      />
    </div>
  );
}
