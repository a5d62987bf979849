import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Game } from '@pisoplay/contract';
import { paths } from '@/app/paths';
import { setPendingAction } from '@/shared/session/pending-action';
import { useToken } from '@/shared/session/session-store';

/**
 * Tapping a game: signed in, go to its game page; anonymous, remember the launch and open
 * login at step login-otp-1 (spec 2.6). Login resumes the pending launch (later issue).
 */
export function useLaunchGame(): (game: Pick<Game, 'code'>) => void {
  const navigate = useNavigate();
  const token = useToken();
  return useCallback(
    (game) => {
      if (!token) {
        setPendingAction({ type: 'launch-game', code: game.code, at: Date.now() });
        navigate(paths.login.getHref('login-otp-1'));
        return;
      }
      navigate(paths.gamePage.getHref(game.code));
    },
    [navigate, token],
  );
}
