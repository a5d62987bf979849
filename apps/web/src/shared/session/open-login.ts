import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths, type LoginAction } from '@/app/paths';
import { sessionStore } from '@/shared/storage/storage';

/** Query parameters that open the login sheet over any page (spec 2.3). */
export const LOGIN_PARAM_ACTION = 'action';
export const LOGIN_PARAM_PAYLOAD = 'payload';
export const LOGIN_ACTIONS: readonly LoginAction[] = [
  'login-otp-1',
  'login-otp-2',
  'login-password',
];

export const isLoginAction = (value: string | null | undefined): value is LoginAction =>
  (LOGIN_ACTIONS as readonly (string | null | undefined)[]).includes(value);

const ORIGIN_KEY = 'login-origin';

/** Pages that are the login itself: never an origin to go back to. */
const LOGIN_PAGES = [paths.login.path, paths.loginPassword.path, paths.forgetPassword.path];
const isLoginPage = (pathname: string) =>
  LOGIN_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));

/** The search string without the login parameters ('' or '?a=1'). */
export function searchWithoutLogin(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(LOGIN_PARAM_ACTION);
  params.delete(LOGIN_PARAM_PAYLOAD);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Remembers where the player was when login opened, to go back there after sign-in. */
export function setLoginOrigin(pathname: string, search = ''): void {
  if (isLoginPage(pathname)) return;
  sessionStore.set(ORIGIN_KEY, `${pathname}${searchWithoutLogin(search)}`);
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
      const params = new URLSearchParams(searchWithoutLogin(location.search));
      params.set(LOGIN_PARAM_ACTION, action);
      if (payload) params.set(LOGIN_PARAM_PAYLOAD, payload);
      navigate({ pathname: location.pathname, search: `?${params.toString()}` });
    },
    [location.pathname, location.search, navigate],
  );
}
