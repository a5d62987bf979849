import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Game } from '@pisoplay/contract';
import { paths } from '@/shared/config/paths';
import { useKycGate } from '@/shared/kyc/use-kyc-gate';
import { useOpenLogin } from '@/shared/session/open-login';
import { setPendingAction } from '@/shared/session/pending-action';
import { useToken } from '@/shared/session/session-store';

/**
 * Tapping a game: signed in, go to its game page when the KYC status allows play (spec 4.3);
 * anonymous, remember the launch and open the login sheet at step login-otp-1 over the current
 * page (spec 2.6); login resumes the launch.
 */
export function useLaunchGame(): (game: Pick<Game, 'code' | 'en_name'>) => void {
  const navigate = useNavigate();
  const token = useToken();
  const openLogin = useOpenLogin();
  const gate = useKycGate();
  return useCallback(
    (game) => {
      if (!token) {
        setPendingAction({ type: 'launch-game', code: game.code, at: Date.now() });
        openLogin({ action: 'login-otp-1' });
        return;
      }
      void gate('play', () =>
        navigate(paths.gamePage.getHref(game.code), { state: { title: game.en_name } }),
      );
    },
    [gate, navigate, openLogin, token],
  );
}
