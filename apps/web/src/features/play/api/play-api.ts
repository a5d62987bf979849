import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { TRANSACTION_PAGE_SIZE, calls } from '@pisoplay/contract';
import { useApiCall } from '@/shared/api/api-context';
import { useToken } from '@/shared/session/session-store';

/** The bet record's filters: '' is all game types; time is a spec 9 time flag. */
export type BetFilter = { gameType: string; time: number };

export const playKeys = {
  all: (token: string | null) => ['play', token] as const,
  launch: (token: string | null, code: string) => ['play', token, 'launch', code] as const,
  game: (code: string) => ['play', 'game', code] as const,
  history: (token: string | null) => ['play', token, 'history'] as const,
  bets: (token: string | null, filter: BetFilter) => ['play', token, 'bets', filter] as const,
  bet: (token: string | null, id: number) => ['play', token, 'bet', id] as const,
};

/** A game of the catalogue by its code: its name, for a game page reached without a card. */
export function useGame(code: string, enabled: boolean) {
  const api = useApiCall();
  return useQuery({
    queryKey: playKeys.game(code),
    queryFn: ({ signal }) => api(calls.gameDetail, { code }, { signal }),
    enabled: enabled && code !== '',
    staleTime: Infinity,
  });
}

/**
 * The launch address of a game: asked once per visit of its page (a launch token works once),
 * once the play gate allowed it, never refetched or retried behind the player's back.
 */
export function useGameLaunch(code: string, allowed: boolean) {
  const api = useApiCall();
  const token = useToken();
  return useQuery({
    queryKey: playKeys.launch(token, code),
    queryFn: ({ signal }) => api(calls.gameLaunchV2, { code }, { signal }),
    enabled: allowed && token !== null && code !== '',
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** Recently played games (first page), for home. */
export function useGameHistory() {
  const api = useApiCall();
  const token = useToken();
  return useQuery({
    queryKey: playKeys.history(token),
    queryFn: ({ signal }) => api(calls.gameHistory, { page: 1, page_size: 12 }, { signal }),
    enabled: token !== null,
    staleTime: 30_000,
  });
}

/** The bet record, page by page: no more pages once a page comes back short (spec 4.7). */
export function useBetRecords(filter: BetFilter) {
  const api = useApiCall();
  const token = useToken();
  return useInfiniteQuery({
    queryKey: playKeys.bets(token, filter),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api(
        calls.betList,
        {
          page: pageParam,
          page_size: TRANSACTION_PAGE_SIZE,
          time_flag: filter.time,
          game_type: filter.gameType ? Number(filter.gameType) : undefined,
        },
        { signal },
      ),
    getNextPageParam: (last, pages) =>
      last.d.length < TRANSACTION_PAGE_SIZE ? undefined : pages.length + 1,
    enabled: token !== null,
  });
}

export function useBetRecord(id: number) {
  const api = useApiCall();
  const token = useToken();
  return useQuery({
    queryKey: playKeys.bet(token, id),
    queryFn: ({ signal }) => api(calls.betDetail, { id }, { signal }),
    enabled: token !== null && Number.isInteger(id) && id > 0,
  });
}
