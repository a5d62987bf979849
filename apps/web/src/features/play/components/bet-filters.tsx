import { GAME_TYPE_TITLE_KEYS } from '@/shared/games/categories';
import { CATEGORY_COPY } from '@/shared/games/copy';
import { useCopy } from '@/shared/i18n/define-copy';
import { FilterSelect, TIME_FILTER_OPTIONS, type FilterOption } from '@/shared/ui/filter-select';
import type { BetFilter } from '../api/play-api';
import { PLAY_COPY } from '../copy';

/** The bet record's game-type and time filters. */
export function BetFilters({
  value,
  onChange,
}: {
  value: BetFilter;
  onChange: (next: BetFilter) => void;
}) {
  const COPY = useCopy(PLAY_COPY);
  const titles = useCopy(CATEGORY_COPY);
  const gameTypeOptions: FilterOption[] = [
    { value: '', label: COPY.allGameTypes },
    ...Object.entries(GAME_TYPE_TITLE_KEYS).map(([type, key]) => ({
      value: type,
      label: titles[key],
    })),
  ];
  return (
    <div className="flex gap-2 px-4 pt-3">
      <FilterSelect
        label={COPY.gameTypeFilter}
        value={value.gameType}
        options={gameTypeOptions}
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
