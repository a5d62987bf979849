import { Navigate, Outlet, redirect } from 'react-router';
import { paths } from '@/shared/config/paths';
import { getToken, useToken } from '@/shared/session/session-store';

/** Before entering a guarded route: without a token, go to the index (spec 2.1). */
export function requireTokenLoader() {
  if (!getToken()) throw redirect(paths.home.getHref());
  return null;
}

/** Keeps guarding while on the route: a cleared token (401, logout) sends the user home. */
export function RequireAuth() {
  const token = useToken();
  if (!token) return <Navigate to={paths.home.getHref()} replace />;
  return <Outlet />;
}
