import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { hrefWithLogin, hrefWithoutLogin, paths, type LoginAction } from '@/shared/config/paths';
import { sessionStore } from '@/shared/storage/storage';

const ORIGIN_KEY = 'login-origin';

/** Pages that are the login itself: never an origin to go back to. */
const LOGIN_PAGES = [paths.login.path, paths.loginPassword.path, paths.forgetPassword.path];
const isLoginPage = (pathname: string) =>
  LOGIN_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));

/** Remembers where the player was when login opened, to go back there after sign-in. */
export function setLoginOrigin(pathname: string, search = ''): void {
  if (isLoginPage(pathname)) return;
  sessionStore.set(ORIGIN_KEY, hrefWithoutLogin(pathname, search));
}

export function getLoginOrigin(): string | undefined {
  const origin = sessionStore.get<string>(ORIGIN_KEY);
  return typeof origin === 'string' && origin.startsWith('/') && !origin.startsWith('//')
    ? origin
    : undefined;
}

export function clearLoginOrigin(): void {
  sessionStore.remove(ORIGIN_KEY);
}

export type OpenLoginOptions = { action?: LoginAction; payload?: string };

/**
 * Opens the login sheet over the current page (default step login-otp-1) and remembers the
 * page as the origin. On the login pages themselves it only switches the step.
 */
export function useOpenLogin(): (options?: OpenLoginOptions) => void {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    ({ action = 'login-otp-1', payload }: OpenLoginOptions = {}) => {
      setLoginOrigin(location.pathname, location.search);
      navigate(hrefWithLogin(location.pathname, location.search, action, payload));
    },
    [location.pathname, location.search, navigate],
  );
}
