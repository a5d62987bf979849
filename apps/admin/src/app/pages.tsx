import { lazy, type ComponentType } from 'react';
import { calls, operatorCalls } from '@pisoplay/contract';
import { paths } from '@/shared/config/paths';
import type { IconName } from './layout/icons';

type CallLike = { method: string; path: string };

/** The queues whose waiting count is a sidebar entry's badge. */
export type QueueName = 'kyc' | 'withdrawals' | 'deposits' | 'approvals' | 'chat';

/** The sidebar's groups, in their order: the queues first, players, reports, then settings. */
export const NAV_GROUPS = ['Queues', 'Players', 'Reports', 'Settings'] as const;

export type PageEntry = {
  path: string;
  /** The page's name: its sidebar entry, and the heading a role that may not open it sees. */
  title: string;
  /** The call the page is built on: only roles that may make it open the page or see its entry. */
  call: CallLike | null;
  Page: ComponentType;
  /** Its entry in the sidebar (none: the page is reached from another). */
  nav?: { group: (typeof NAV_GROUPS)[number]; icon: IconName; queue?: QueueName };
};

/** A page in a chunk of its own, loaded when first opened. */
const lazyPage = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

/**
 * Every page behind the sign-in but the overview, once: the route table and the sidebar are made
 * from this list (in its order).
 */
export const PAGES: PageEntry[] = [
  {
    path: paths.kyc.path,
    title: 'KYC review',
    call: operatorCalls.adminKycList,
    Page: lazyPage(() => import('@/features/kyc/components/kyc-page'), 'KycPage'),
    nav: { group: 'Queues', icon: 'id', queue: 'kyc' },
  },
  {
    path: paths.withdrawals.path,
    title: 'Withdrawals',
    call: operatorCalls.adminWithdrawList,
    Page: lazyPage(
      () => import('@/features/withdrawals/components/withdrawals-page'),
      'WithdrawalsPage',
    ),
    nav: { group: 'Queues', icon: 'out', queue: 'withdrawals' },
  },
  {
    path: paths.deposits.path,
    title: 'Deposits',
    call: operatorCalls.adminDepositList,
    Page: lazyPage(() => import('@/features/deposits/components/deposits-page'), 'DepositsPage'),
    nav: { group: 'Queues', icon: 'in', queue: 'deposits' },
  },
  {
    path: paths.approvals.path,
    title: 'Approvals',
    call: operatorCalls.adminApprovalList,
    Page: lazyPage(() => import('@/features/approvals/components/approvals-page'), 'ApprovalsPage'),
    nav: { group: 'Queues', icon: 'check', queue: 'approvals' },
  },
  {
    path: paths.chat.path,
    title: 'Chat',
    call: calls.adminChatList,
    Page: lazyPage(() => import('@/features/chat/components/chat-page'), 'ChatPage'),
    nav: { group: 'Queues', icon: 'chat', queue: 'chat' },
  },
  {
    path: paths.feedback.path,
    title: 'Feedback',
    call: calls.adminFeedbackList,
    Page: lazyPage(() => import('@/features/feedback/components/feedback-page'), 'FeedbackPage'),
    nav: { group: 'Queues', icon: 'inbox' },
  },
  {
    path: paths.players.path,
    title: 'Players',
    call: operatorCalls.adminMemberSearch,
    Page: lazyPage(
      () => import('@/features/players/components/player-search-page'),
      'PlayerSearchPage',
    ),
    nav: { group: 'Players', icon: 'users' },
  },
  {
    path: paths.player.path,
    title: 'Player',
    call: operatorCalls.adminMemberDetail,
    Page: lazyPage(() => import('@/features/players/components/player-page'), 'PlayerPage'),
  },
  {
    path: paths.restrictedPersons.path,
    title: 'Restricted persons',
    call: operatorCalls.adminRestrictedPersonsImport,
    Page: lazyPage(
      () => import('@/features/restricted-persons/components/restricted-persons-page'),
      'RestrictedPersonsPage',
    ),
    nav: { group: 'Players', icon: 'ban' },
  },
  {
    path: paths.contest.path,
    title: 'Daily contest',
    call: operatorCalls.adminContestDay,
    Page: lazyPage(() => import('@/features/contest/components/contest-page'), 'ContestPage'),
    nav: { group: 'Reports', icon: 'trophy' },
  },
  {
    path: paths.ledgerCheck.path,
    title: 'Ledger check',
    call: operatorCalls.adminLedgerCheck,
    Page: lazyPage(
      () => import('@/features/ledger/components/ledger-check-page'),
      'LedgerCheckPage',
    ),
    nav: { group: 'Reports', icon: 'scale' },
  },
  {
    path: paths.channels.path,
    title: 'Payment channels',
    call: operatorCalls.adminChannelList,
    Page: lazyPage(() => import('@/features/channels/components/channels-page'), 'ChannelsPage'),
    nav: { group: 'Settings', icon: 'card' },
  },
  {
    path: paths.games.path,
    title: 'Games',
    call: operatorCalls.adminGameList,
    Page: lazyPage(() => import('@/features/games/components/games-page'), 'GamesPage'),
    nav: { group: 'Settings', icon: 'game' },
  },
  {
    path: paths.promotions.path,
    title: 'Promotions',
    call: operatorCalls.adminBoxRules,
    Page: lazyPage(
      () => import('@/features/promotions/components/promotions-page'),
      'PromotionsPage',
    ),
    nav: { group: 'Settings', icon: 'gift' },
  },
  {
    path: paths.loyalty.path,
    title: 'Loyalty',
    call: operatorCalls.adminLoyaltyRules,
    Page: lazyPage(() => import('@/features/promotions/components/loyalty-page'), 'LoyaltyPage'),
    nav: { group: 'Settings', icon: 'trophy' },
  },
  {
    path: paths.vip.path,
    title: 'VIP levels',
    call: operatorCalls.adminVipLevels,
    Page: lazyPage(() => import('@/features/promotions/components/vip-page'), 'VipPage'),
    nav: { group: 'Settings', icon: 'star' },
  },
  {
    path: paths.vouchers.path,
    title: 'Vouchers',
    call: operatorCalls.adminVoucherCreate,
    Page: lazyPage(() => import('@/features/vouchers/components/vouchers-page'), 'VouchersPage'),
    nav: { group: 'Settings', icon: 'ticket' },
  },
  {
    path: paths.news.path,
    title: 'News',
    call: operatorCalls.adminNewsList,
    Page: lazyPage(() => import('@/features/content/components/news-page'), 'NewsPage'),
    nav: { group: 'Settings', icon: 'news' },
  },
  {
    path: paths.help.path,
    title: 'Help articles',
    call: operatorCalls.adminHelpList,
    Page: lazyPage(() => import('@/features/content/components/help-page'), 'HelpPage'),
    nav: { group: 'Settings', icon: 'help' },
  },
  {
    path: paths.banners.path,
    title: 'Banners',
    call: operatorCalls.adminBannerList,
    Page: lazyPage(() => import('@/features/content/components/banners-page'), 'BannersPage'),
    nav: { group: 'Settings', icon: 'image' },
  },
  {
    path: paths.team.path,
    title: 'Team',
    call: operatorCalls.adminOperatorList,
    Page: lazyPage(() => import('@/features/team/components/team-page'), 'TeamPage'),
    nav: { group: 'Settings', icon: 'team' },
  },
  {
    path: paths.audit.path,
    title: 'Audit log',
    call: operatorCalls.adminAuditList,
    Page: lazyPage(() => import('@/features/audit/components/audit-page'), 'AuditPage'),
    nav: { group: 'Settings', icon: 'log' },
  },
  {
    path: paths.account.path,
    title: 'Account',
    call: null,
    Page: lazyPage(() => import('@/features/account/components/account-page'), 'AccountPage'),
  },
];
