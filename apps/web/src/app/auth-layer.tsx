import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@/app/paths';
import { SessionEffects } from '@/features/auth/components/session-effects';
import { LOGIN_PARAM_ACTION, isLoginAction } from '@/shared/session/open-login';

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
  const showSheet = isLoginAction(action) && !LOGIN_PAGES.includes(pathname);
  return (
    <>
      <SessionEffects />
      {showSheet ? (
        <Suspense fallback={null}>
          <LoginSheet />
        </Suspense>
      ) : null}
    </>
  );
}
