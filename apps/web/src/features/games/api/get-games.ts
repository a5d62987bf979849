import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import {
  GAME_PAGE_SIZE,
  GAME_SORTS,
  SERVED_GAME_PAGE_ID,
  calls,
  type GameSortLabel,
  type PayloadOf,
  type ServedGamePage,
} from '@pisoplay/contract';
import { apiCall } from '@/shared/api/client';
import { takeServedData } from '@/shared/lib/served-data';
import { categoryIdOf } from '@/shared/games/categories';
import { platformIdsOf, readListParams } from '../hooks/use-list-params';

/** What a game list shows: a category or a section, narrowed by providers and a search. */
export type GameListFilter = {
  gameType?: number;
  sort: GameSortLabel;
  platformIds: number[];
  search: string;
  hot?: boolean;
  new?: boolean;
};

export function gameListPayload(
  filter: GameListFilter,
  page: number,
): PayloadOf<typeof calls.gameList> {
  return {
    sorting: GAME_SORTS[filter.sort],
    game_type: filter.gameType,
    platform_id: filter.platformIds.length > 0 ? filter.platformIds.join(',') : undefined,
    w: filter.search || undefined,
    is_hot: filter.hot ? '1' : undefined,
    is_new: filter.new ? '1' : undefined,
    page,
    page_size: GAME_PAGE_SIZE,
  };
}

/** Pages of 15; there is a next page while the last one came back full (spec 4.7). */
export const gamesInfiniteQueryOptions = (filter: GameListFilter) =>
  infiniteQueryOptions({
    queryKey: ['games', filter],
    queryFn: ({ pageParam, signal }) =>
      apiCall(calls.gameList, gameListPayload(filter, pageParam), { signal }),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      lastPage.d.length >= GAME_PAGE_SIZE ? lastPageParam + 1 : undefined,
  });

export const useGames = (filter: GameListFilter, enabled = true) =>
  useInfiniteQuery({ ...gamesInfiniteQueryOptions(filter), enabled });

/** The same payload, whatever the order of its fields and its unset ones. */
const samePayload = (served: Record<string, unknown>, asked: Record<string, unknown>) => {
  // Field names in code-unit order: localeCompare's first call sets up a collator, which cost
  // a slow phone tens of milliseconds on the category page's first load.
  const defined = (payload: Record<string, unknown>) =>
    Object.entries(payload)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(defined(served)) === JSON.stringify(defined(asked));
};

/**
 * Starts a category's first page as its route is matched (app/router.tsx), with the filter the
 * category screen asks for, so the list does not wait for the screen to render. Only without
 * chosen providers: with them the screen first prunes them by the home index. A page served
 * with that first page (the category's address as first opened) needs no request for it.
 */
export function prefetchCategoryGames(
  client: QueryClient,
  categoryId: string | undefined,
  params: URLSearchParams,
): void {
  const servedPage = takeServedData<ServedGamePage>(SERVED_GAME_PAGE_ID);
  const gameType = categoryIdOf(categoryId ?? '');
  const { sort, search, platformText } = readListParams(params);
  if (gameType === undefined || platformIdsOf(platformText).length > 0) return;
  const filter = { gameType, sort, search, platformIds: [] };
  const options = gamesInfiniteQueryOptions(filter);
  if (servedPage && samePayload(servedPage.payload, gameListPayload(filter, 1))) {
    client.setQueryData(options.queryKey, { pages: [servedPage.reply], pageParams: [1] });
    return;
  }
  void client.prefetchInfiniteQuery(options);
}
