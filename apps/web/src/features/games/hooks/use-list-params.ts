import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { GameSortLabel } from '@pisoplay/contract';

/** Filters live in the URL: `?sort=Popular|A-Z&w=search&platform=1,4`. */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const sort: GameSortLabel = params.get('sort') === 'A-Z' ? 'A-Z' : 'Popular';
  const search = params.get('w') ?? '';
  const platformText = params.get('platform') ?? '';
  const platformIds = useMemo(
    () =>
      platformText
        .split(',')
        .map(Number)
        .filter((id) => Number.isInteger(id) && id > 0),
    [platformText],
  );

  const set = useCallback(
    (key: string, value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return {
    sort,
    search,
    platformIds,
    setSort: useCallback((value: GameSortLabel) => set('sort', value), [set]),
    setSearch: useCallback((value: string) => set('w', value), [set]),
    setPlatformIds: useCallback((ids: number[]) => set('platform', ids.join(',')), [set]),
  };
}
