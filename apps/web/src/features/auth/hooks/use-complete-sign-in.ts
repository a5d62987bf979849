import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  AppError,
  calls,
  kycStatusFromNumber,
  type KycStatus,
  type Session,
} from '@pisoplay/contract';
import { useApiCall } from '@/shared/api/api-context';
import { hrefWithoutLogin, paths } from '@/shared/config/paths';
import { kycActionOfScreen } from '@/shared/kyc/gated-screens';
import { useKycGate } from '@/shared/kyc/use-kyc-gate';
import { clearLoginOrigin, getLoginOrigin } from '@/shared/session/open-login';
import { takePendingAction } from '@/shared/session/pending-action';
import { profileQueryOptions } from '@/shared/session/profile';
import { setSession } from '@/shared/session/session-store';
import { afterSignInDestination } from '../lib/after-sign-in';
import { loginStorage } from '../lib/login-storage';

export type LoginMode = 'sheet' | 'page';

/** A sign-in reply carries a session; one without a token is a failure (spec 7.5, 8.2). */
export function readSession(reply: Session | null | undefined, noTokenMessage: string): Session {
  if (!reply || typeof reply.token !== 'string' || reply.token === '') {
    throw new AppError('ERR_AUTH', noTokenMessage);
  }
  return reply;
}

/**
 * After a sign-in reply: keep the session, load the profile, and go on to a pending game, the
 * origin or KYC (spec 2.3); there the afterLogin action runs (spec 4.3), unless the screen is a
 * gated one that runs its own action (a resumed game launch runs play). Throws the no-token
 * message when the reply holds no token. A withdraw-only session (a self-excluded player's,
 * docs/responsible-gaming.md) goes to its one screen, and the pending action is dropped.
 */
export function useCompleteSignIn(mode: LoginMode) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const api = useApiCall();
  const gate = useKycGate();
  const here = hrefWithoutLogin(location.pathname, location.search);

  return useCallback(
    async (reply: Session | null | undefined, noTokenMessage: string) => {
      const session = readSession(reply, noTokenMessage);
      setSession(session);
      if (session.withdraw_only) {
        clearLoginOrigin();
        loginStorage.clear();
        takePendingAction();
        navigate(paths.responsibleGaming.getHref(), { replace: true });
        return;
      }
      let status: KycStatus = 'unset';
      try {
        const profile = await queryClient.fetchQuery({
          ...profileQueryOptions(session.token),
          queryFn: ({ signal }) => api(calls.memberDetail, {}, { signal }),
        });
        status = kycStatusFromNumber(profile.kyc_status);
      } catch {
        // The KYC page loads the profile again; go there.
      }
      const origin = getLoginOrigin() ?? (mode === 'sheet' ? here : '/');
      clearLoginOrigin();
      loginStorage.clear();
      const destination = afterSignInDestination({
        status,
        origin,
        pending: takePendingAction(),
        now: Date.now(),
      });
      navigate(destination, { replace: true });
      if (!kycActionOfScreen(destination)) {
        void gate('afterLogin', () => {}, { at: destination });
      }
    },
    [api, gate, here, mode, navigate, queryClient],
  );
}
