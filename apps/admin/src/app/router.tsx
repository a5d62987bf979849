import { Suspense } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { BASENAME, paths } from '@/shared/config/paths';
import { Loading } from '@/shared/ui/feedback';
import { SignInPage } from '@/features/sign-in/components/sign-in-page';
import { OverviewPage } from '@/features/overview/components/overview-page';
import { Shell } from './layout/shell';
import { PAGES } from './pages';
import { Allowed, RequireSession, SignedOutOnly } from './routes/guards';
import { NotFoundPage } from './routes/not-found';

/** Each page of PAGES, behind its call's roles (a role that may not make it sees why instead). */
const pageRoutes: RouteObject[] = PAGES.map(({ path, title, call, Page }) => ({
  path,
  element: call ? (
    <Allowed call={call} title={title}>
      <Page />
    </Allowed>
  ) : (
    <Page />
  ),
}));

export const routes: RouteObject[] = [
  {
    path: paths.signIn.path,
    element: (
      <SignedOutOnly>
        <SignInPage />
      </SignedOutOnly>
    ),
  },
  {
    element: (
      <RequireSession>
        <Shell />
      </RequireSession>
    ),
    children: [
      {
        element: (
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        ),
        children: [
          { index: true, element: <OverviewPage /> },
          ...pageRoutes,
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes, { basename: BASENAME });
