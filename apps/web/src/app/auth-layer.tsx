import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { LOGIN_PARAM_ACTION, isLoginAction, paths } from '@/shared/config/paths';
import { useTermsGateOpen } from '@/features/terms-gate/hooks/terms-gate-store';

// Both load after the first screen: the first chunk stays small.
const SessionEffects = lazy(() =>
  import('@/features/auth/components/session-effects').then((m) => ({
    default: m.SessionEffects,
  })),
);
const LoginSheet = lazy(() =>
  import('@/features/auth/components/login-sheet').then((m) => ({ default: m.LoginSheet })),
);

const LOGIN_PAGES: readonly string[] = [paths.login.path, paths.loginPassword.path];

/**
 * Sign-in across the app: the login sheet over any page whose address carries `?action=`
 * (spec 2.3), and the effects of the token (profile, sign-out on a blocked account).
 */
export function AuthLayer() {
  const { pathname, search } = useLocation();
  const action = new URLSearchParams(search).get(LOGIN_PARAM_ACTION);
  // The terms gate comes first: the sheet waits until the visitor has proceeded.
  const gateOpen = useTermsGateOpen();
  const showSheet = isLoginAction(action) && !LOGIN_PAGES.includes(pathname) && !gateOpen;
  return (
    <>
      <Suspense fallback={null}>
        <SessionEffects />
      </Suspense>
      {showSheet ? (
        <Suspense fallback={null}>
          <LoginSheet />
        </Suspense>
      ) : null}
    </>
  );
}
