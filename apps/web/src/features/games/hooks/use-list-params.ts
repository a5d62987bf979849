import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { GameSortLabel } from '@pisoplay/contract';

/** The filters a list's URL carries: `?sort=Popular|A-Z&w=search&platform=1,4`. */
export function readListParams(params: URLSearchParams) {
  const sort: GameSortLabel = params.get('sort') === 'A-Z' ? 'A-Z' : 'Popular';
  return { sort, search: params.get('w') ?? '', platformText: params.get('platform') ?? '' };
}

export const platformIdsOf = (platformText: string) =>
  platformText
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);

/** Filters live in the URL (readListParams). */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const { sort, search, platformText } = readListParams(params);
  const platformIds = useMemo(() => platformIdsOf(platformText), [platformText]);

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
