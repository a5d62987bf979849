import { createBrowserRouter, redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { prefetchCategoryGames } from '@/features/games/api/get-games';
import { homeIndexQueryOptions } from '@/shared/brand/home-index';
import { paths } from '@/shared/config/paths';
import { queryClient } from '@/app/provider';
import type * as SupportScreens from '@/app/routes/support';
import { RequireAuth, requireTokenLoader } from '@/app/routes/require-auth';
import { PageSplash, RootLayout } from '@/app/routes/root';
import { RootError } from '@/app/routes/root-error';
// The lobby (home and category) is where most visits start: its screens are in the entry chunk,
// listed in the page, instead of a second round of requests (a dozen small chunks) after it.
import { Component as Home } from '@/app/routes/home';
import { Component as GameCategory } from '@/app/routes/game-category';

/** A help, news, about-us, feedback or documents screen (app/routes/support.tsx). */
const support = (path: string, screen: keyof typeof SupportScreens): RouteObject => ({
  path,
  lazy: () => import('@/app/routes/support').then((m) => ({ Component: m[screen] })),
});

/**
 * The lobby's screens show the home index: it starts loading as the route is matched, before
 * they render. The loader does not wait for it.
 */
const loadHomeIndex = () => {
  void queryClient.prefetchQuery(homeIndexQueryOptions());
  return null;
};

/** A category also starts its first page of games (the page's largest paint is a tile). */
const loadCategory: LoaderFunction = ({ params, request }) => {
  prefetchCategoryGames(queryClient, params.categoryId, new URL(request.url).searchParams);
  return loadHomeIndex();
};

/** Routes that need an access token (spec 2.1 guard). */
const guarded: RouteObject[] = [
  { path: paths.vip.path, lazy: () => import('@/app/routes/vip') },
  { path: paths.vipLevelSystem.path, lazy: () => import('@/app/routes/vip-level-system') },
  { path: paths.my.path, lazy: () => import('@/app/routes/my') },
  support(paths.myNews.path, 'News'),
  support(paths.myFeedback.path, 'Feedback'),
  support(paths.myAboutUs.path, 'AboutUs'),
  support(paths.myHelpCenter.path, 'HelpCentre'),
  { path: paths.account.path, lazy: () => import('@/app/routes/account') },
  { path: paths.accountForm.path, lazy: () => import('@/app/routes/account-form') },
  { path: paths.accountAvatar.path, lazy: () => import('@/app/routes/account-avatar') },
  { path: paths.accountVerifyType.path, lazy: () => import('@/app/routes/account-verify-type') },
  {
    path: paths.transaction.path,
    children: [
      {
        index: true,
        loader: () => redirect(paths.transactionTab.getHref('balance')),
        // Nothing to show before the redirect; an explicit null keeps React Router from warning
        // that the route has no element.
        element: null,
      },
      { path: 'status', lazy: () => import('@/app/routes/transaction-status') },
      { path: ':tab', lazy: () => import('@/app/routes/transactions') },
    ],
  },
  { path: paths.betRecord.path, lazy: () => import('@/app/routes/bet-record') },
  { path: paths.betRecordDetail.path, lazy: () => import('@/app/routes/bet-record-detail') },
  { path: paths.welfare.path, lazy: () => import('@/app/routes/welfare') },
  { path: paths.bettingRank.path, lazy: () => import('@/app/routes/betting-rank') },
  { path: paths.blindBox.path, lazy: () => import('@/app/routes/blind-box') },
  { path: paths.dailyWins.path, lazy: () => import('@/app/routes/daily-wins') },
  { path: paths.invite.path, lazy: () => import('@/app/routes/invite') },
  { path: paths.points.path, lazy: () => import('@/app/routes/points') },
  {
    path: paths.responsibleGaming.path,
    lazy: () => import('@/app/routes/responsible-gaming'),
  },
  { path: paths.gamePage.path, lazy: () => import('@/app/routes/game-page') },
  { path: paths.withdrawAccounts.path, lazy: () => import('@/app/routes/withdraw-accounts') },
  {
    path: paths.withdrawAccountAdd.path,
    lazy: () => import('@/app/routes/withdraw-account-add'),
  },
  { path: paths.kyc.path, lazy: () => import('@/app/routes/kyc') },
];

/** The complete route table of spec 2.1 (path-based). */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: PageSplash,
    ErrorBoundary: RootError,
    children: [
      { index: true, loader: loadHomeIndex, Component: Home },
      { path: paths.gameCategory.path, loader: loadCategory, Component: GameCategory },
      { path: paths.gameSection.path, lazy: () => import('@/app/routes/game-section') },

      { path: paths.login.path, lazy: () => import('@/app/routes/login') },
      { path: paths.loginPassword.path, lazy: () => import('@/app/routes/login') },
      { path: paths.forgetPassword.path, lazy: () => import('@/app/routes/forget-password') },
      {
        path: paths.forgetPasswordVerify.path,
        lazy: () => import('@/app/routes/forget-password'),
      },
      { path: paths.example.path, lazy: () => import('@/app/routes/example') },

      {
        path: paths.termsOfUse.path,
        lazy: () => import('@/app/routes/legal').then((m) => ({ Component: m.TermsOfUse })),
      },
      {
        path: paths.privacyPolicy.path,
        lazy: () => import('@/app/routes/legal').then((m) => ({ Component: m.PrivacyPolicy })),
      },
      {
        path: paths.doc.path,
        lazy: () => import('@/app/routes/legal').then((m) => ({ Component: m.Doc })),
      },
      support(paths.docs.path, 'Docs'),
      // Public, so a visitor who cannot sign in can still reach Customer Service.
      { path: paths.myService.path, lazy: () => import('@/app/routes/chat') },
      { path: paths.download.path, lazy: () => import('@/app/routes/download') },

      // Partner entries (docs/partners.md).
      {
        path: paths.partnerLogin.path,
        lazy: () =>
          import('@/app/routes/partner-entry').then((m) => ({ Component: m.PartnerLogin })),
      },
      {
        path: paths.miniLogin.path,
        lazy: () => import('@/app/routes/partner-entry').then((m) => ({ Component: m.MiniLogin })),
      },

      { loader: requireTokenLoader, Component: RequireAuth, children: guarded },

      { path: '*', lazy: () => import('@/app/routes/not-found') },
    ],
  },
];

/**
 * The app's router: made by main.tsx in a task of its own before the first render (matching the
 * address starts the route's code and its loaders' calls), not on import: tests read the route
 * table without a browser router.
 */
export const createAppRouter = () => createBrowserRouter(routes);

export type AppRouterInstance = ReturnType<typeof createAppRouter>;

export function AppRouter({ router }: { router: AppRouterInstance }) {
  return <RouterProvider router={router} />;
}
