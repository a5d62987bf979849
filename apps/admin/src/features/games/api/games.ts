import { calls, operatorCalls } from '@pisoplay/contract';
import { useCallMutation, useCallQuery } from '@/shared/queries/call-query';

export const GAME_PAGE_SIZE = 50;

/** Every game, offline ones too, by type then the lobby's order; `q` matches a name or a code. */
export const useGames = (gameType: number | undefined, q: string, page: number) =>
  useCallQuery(
    operatorCalls.adminGameList,
    { game_type: gameType, q: q.trim() || undefined, page, page_size: GAME_PAGE_SIZE },
    { placeholderData: (previous) => previous },
  );

/** What a game's change shows in: the operators' list and the players' lists. */
export const GAME_READS = [operatorCalls.adminGameList, calls.gameList];

export const useGameUpdate = () => useCallMutation(operatorCalls.adminGameUpdate, GAME_READS);
