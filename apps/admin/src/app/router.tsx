import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { calls, operatorCalls } from '@pisoplay/contract';
import { BASENAME, paths } from '@/shared/config/paths';
import { Loading } from '@/shared/ui/feedback';
import { SignInPage } from '@/features/sign-in/components/sign-in-page';
import { Shell } from './layout/shell';
import { Allowed, RequireSession, SignedOutOnly } from './routes/guards';
import { NotFoundPage } from './routes/not-found';
import { OverviewPage } from '@/features/overview/components/overview-page';

/** Each page in a chunk of its own, loaded when first opened. */
const AccountPage = lazy(() =>
  import('@/features/account/components/account-page').then((m) => ({ default: m.AccountPage })),
);
const KycPage = lazy(() =>
  import('@/features/kyc/components/kyc-page').then((m) => ({ default: m.KycPage })),
);
const WithdrawalsPage = lazy(() =>
  import('@/features/withdrawals/components/withdrawals-page').then((m) => ({
    default: m.WithdrawalsPage,
  })),
);
const DepositsPage = lazy(() =>
  import('@/features/deposits/components/deposits-page').then((m) => ({
    default: m.DepositsPage,
  })),
);
const ApprovalsPage = lazy(() =>
  import('@/features/approvals/components/approvals-page').then((m) => ({
    default: m.ApprovalsPage,
  })),
);
const ChatPage = lazy(() =>
  import('@/features/chat/components/chat-page').then((m) => ({ default: m.ChatPage })),
);
const FeedbackPage = lazy(() =>
  import('@/features/feedback/components/feedback-page').then((m) => ({
    default: m.FeedbackPage,
  })),
);
const PlayerSearchPage = lazy(() =>
  import('@/features/players/components/player-search-page').then((m) => ({
    default: m.PlayerSearchPage,
  })),
);
const PlayerPage = lazy(() =>
  import('@/features/players/components/player-page').then((m) => ({ default: m.PlayerPage })),
);
const ChannelsPage = lazy(() =>
  import('@/features/channels/components/channels-page').then((m) => ({
    default: m.ChannelsPage,
  })),
);
const GamesPage = lazy(() =>
  import('@/features/games/components/games-page').then((m) => ({ default: m.GamesPage })),
);
const TeamPage = lazy(() =>
  import('@/features/team/components/team-page').then((m) => ({ default: m.TeamPage })),
);
const AuditPage = lazy(() =>
  import('@/features/audit/components/audit-page').then((m) => ({ default: m.AuditPage })),
);

type Call = { method: string; path: string };
const gated = (call: Call, title: string, element: ReactNode) => (
  <Allowed call={call} title={title}>
    {element}
  </Allowed>
);

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
          { path: paths.account.path, element: <AccountPage /> },
          {
            path: paths.kyc.path,
            element: gated(operatorCalls.adminKycList, 'KYC review', <KycPage />),
          },
          {
            path: paths.withdrawals.path,
            element: gated(operatorCalls.adminWithdrawList, 'Withdrawals', <WithdrawalsPage />),
          },
          {
            path: paths.deposits.path,
            element: gated(operatorCalls.adminDepositList, 'Deposits', <DepositsPage />),
          },
          {
            path: paths.approvals.path,
            element: gated(operatorCalls.adminApprovalList, 'Approvals', <ApprovalsPage />),
          },
          { path: paths.chat.path, element: gated(calls.adminChatList, 'Chat', <ChatPage />) },
          {
            path: paths.feedback.path,
            element: gated(calls.adminFeedbackList, 'Feedback', <FeedbackPage />),
          },
          {
            path: paths.players.path,
            element: gated(operatorCalls.adminMemberSearch, 'Players', <PlayerSearchPage />),
          },
          {
            path: paths.player.path,
            element: gated(operatorCalls.adminMemberDetail, 'Player', <PlayerPage />),
          },
          {
            path: paths.channels.path,
            element: gated(operatorCalls.adminChannelList, 'Payment channels', <ChannelsPage />),
          },
          {
            path: paths.games.path,
            element: gated(operatorCalls.adminGameUpdate, 'Games', <GamesPage />),
          },
          {
            path: paths.team.path,
            element: gated(operatorCalls.adminOperatorList, 'Team', <TeamPage />),
          },
          {
            path: paths.audit.path,
            element: gated(operatorCalls.adminAuditList, 'Audit log', <AuditPage />),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes, { basename: BASENAME });
