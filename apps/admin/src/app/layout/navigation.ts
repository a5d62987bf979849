import { calls, operatorCalls } from '@pisoplay/contract';
import { paths } from '@/shared/config/paths';

export type QueueName = 'kyc' | 'withdrawals' | 'deposits' | 'approvals' | 'chat';

export type NavEntry = {
  label: string;
  href: string;
  /** The call the page is built on: the entry shows only to roles that may make it. */
  call: { method: string; path: string } | null;
  /** The queue whose waiting count is its badge. */
  queue?: QueueName;
  icon: keyof typeof ICONS;
};

export type NavGroup = { title: string; entries: NavEntry[] };

/** The sidebar: the queues first, then players, then settings. */
export const NAVIGATION: NavGroup[] = [
  {
    title: 'Queues',
    entries: [
      {
        label: 'KYC review',
        href: paths.kyc.getHref(),
        call: operatorCalls.adminKycList,
        queue: 'kyc',
        icon: 'id',
      },
      {
        label: 'Withdrawals',
        href: paths.withdrawals.getHref(),
        call: operatorCalls.adminWithdrawList,
        queue: 'withdrawals',
        icon: 'out',
      },
      {
        label: 'Deposits',
        href: paths.deposits.getHref(),
        call: operatorCalls.adminDepositList,
        queue: 'deposits',
        icon: 'in',
      },
      {
        label: 'Approvals',
        href: paths.approvals.getHref(),
        call: operatorCalls.adminApprovalList,
        queue: 'approvals',
        icon: 'check',
      },
      {
        label: 'Chat',
        href: paths.chat.getHref(),
        call: calls.adminChatList,
        queue: 'chat',
        icon: 'chat',
      },
      {
        label: 'Feedback',
        href: paths.feedback.getHref(),
        call: calls.adminFeedbackList,
        icon: 'inbox',
      },
    ],
  },
  {
    title: 'Players',
    entries: [
      {
        label: 'Players',
        href: paths.players.getHref(),
        call: operatorCalls.adminMemberSearch,
        icon: 'users',
      },
    ],
  },
  {
    title: 'Settings',
    entries: [
      {
        label: 'Payment channels',
        href: paths.channels.getHref(),
        call: operatorCalls.adminChannelList,
        icon: 'card',
      },
      {
        label: 'Games',
        href: paths.games.getHref(),
        call: operatorCalls.adminGameUpdate,
        icon: 'game',
      },
      {
        label: 'Team',
        href: paths.team.getHref(),
        call: operatorCalls.adminOperatorList,
        icon: 'team',
      },
      {
        label: 'Audit log',
        href: paths.audit.getHref(),
        call: operatorCalls.adminAuditList,
        icon: 'log',
      },
    ],
  },
];

/** Outline icons (24 px grid, stroke), decoration beside each label. */
export const ICONS = {
  home: 'M3 10.5 12 3l9 7.5V21h-6v-6H9v6H3z',
  id: 'M3 5h18v14H3zM7 15h4M7 11h4M15 9.5a1.5 1.5 0 1 0 0 .01M13.5 15h3',
  out: 'M12 19V5M6 11l6-6 6 6M4 21h16',
  in: 'M12 5v14M6 13l6 6 6-6M4 3h16',
  check: 'M9 12l2 2 4-4M12 3l8 4v5c0 5-3.5 8-8 9-4.5-1-8-4-8-9V7z',
  chat: 'M4 5h16v11H8l-4 4z',
  inbox: 'M3 13h5l1 3h6l1-3h5M5 5h14l2 8v6H3v-6z',
  users:
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8M2 21a7 7 0 0 1 14 0M16 3.5a4 4 0 0 1 0 7.5M22 21a7 7 0 0 0-4-6.3',
  card: 'M3 6h18v12H3zM3 10h18M7 15h3',
  game: 'M6 9h4M8 7v4M15 8h.01M17 10h.01M3 7a4 4 0 0 1 4-4h10a4 4 0 0 1 4 4v8a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4z',
  team: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8M4 21a8 8 0 0 1 16 0',
  log: 'M7 3h10v18H7zM10 8h4M10 12h4M10 16h2',
} as const;
