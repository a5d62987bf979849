import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { calls, type GameTile } from '@pisoplay/contract';
import { useApiCall } from '@/shared/api/api-context';
import { copyOf } from '@/shared/i18n/define-copy';
import { queryKeys } from '@/shared/queries/query-keys';
import { useOpenLogin } from '@/shared/session/open-login';
import { favoritesQueryOptions } from '@/shared/session/player-queries';
import { useToken } from '@/shared/session/session-store';
import { toast } from '@/shared/ui/toast/toast-store';
import { FAVORITE_COPY } from './copy';

/** One toggle at a time, across every heart on screen (spec 4.7: ignored while one runs). */
let toggling = false;

/**
 * The player's favourites and the heart's toggle (spec 4.7): removes a favourite, else adds it,
 * then reloads the list; ignored while a toggle runs; opens login when anonymous. A failure is
 * logged quietly and raises a notice (spec 8.2).
 */
export function useFavorites() {
  const token = useToken();
  const api = useApiCall();
  const queryClient = useQueryClient();
  const openLogin = useOpenLogin();
  const favorites = useQuery(favoritesQueryOptions(token, api));
  const ids = useMemo(
    () => new Set((favorites.data?.data ?? []).map((game) => game.id)),
    [favorites.data],
  );

  const toggle = useCallback(
    async (game: Pick<GameTile, 'id'>) => {
      if (!token) {
        openLogin({ action: 'login-otp-1' });
        return;
      }
      if (toggling) return;
      toggling = true;
      try {
        const call = ids.has(game.id) ? calls.favDelete : calls.favInsert;
        await api(call, { id: game.id });
        await queryClient.invalidateQueries({ queryKey: queryKeys.favorites(token) });
      } catch (error) {
        console.warn('Favourite toggle failed', error);
        toast(copyOf(FAVORITE_COPY).failed, 'error');
      } finally {
        toggling = false;
      }
    },
    [api, ids, openLogin, queryClient, token],
  );

  return { favorites, isFavorite: (id: number) => ids.has(id), toggle };
}
