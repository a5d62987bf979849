import { calls, operatorCalls, GAME_SORTS } from '@pisoplay/contract';
import { useCallMutation, useCallQuery } from '@/shared/queries/call-query';

/** The catalogue has no operator list yet: the players' list (online games) serves. */
export const GAME_PAGE_SIZE = 50;

export const useGames = (gameType: number | undefined, w: string, page: number) =>
  useCallQuery(
    calls.gameList,
    {
      sorting: GAME_SORTS.Popular,
      game_type: gameType,
      w: w.trim() || undefined,
      page,
      page_size: GAME_PAGE_SIZE,
    },
    { placeholderData: (previous) => previous },
  );

export const useGameUpdate = () => useCallMutation(operatorCalls.adminGameUpdate, [calls.gameList]);
