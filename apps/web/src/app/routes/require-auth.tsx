import { Navigate, Outlet, redirect, type LoaderFunctionArgs } from 'react-router';
import { hrefWithLogin, paths } from '@/shared/config/paths';
import { setPendingAction } from '@/shared/session/pending-action';
import { isAccountBlocked } from '@/shared/session/account-blocked';
import { getToken, useToken } from '@/shared/session/session-store';

/**
 * Before entering a guarded route without a token: go to the index (spec 2.1) with the login
 * sheet open, and go on to the screen asked for once signed in (a pending action, spec 2.3). A
 * player whose session a block ended goes to the index without the sheet: the blocked reminder
 * says why (spec 4.2).
 */
export function requireTokenLoader({ request }: LoaderFunctionArgs) {
  if (getToken()) return null;
  if (isAccountBlocked()) throw redirect(paths.home.getHref());
  const { pathname, search } = new URL(request.url);
  setPendingAction({ type: 'open-page', href: `${pathname}${search}`, at: Date.now() });
  throw redirect(hrefWithLogin(paths.home.getHref(), '', 'login-otp-1'));
}

/** Keeps guarding while on the route: a cleared token (401, logout) sends the user home. */
export function RequireAuth() {
  const token = useToken();
  if (!token) return <Navigate to={paths.home.getHref()} replace />;
  return <Outlet />;
}
