/** The operator's choices (calls/operator.ts) and duties (docs/back-office.md). */
export const OPERATOR_PAGE_SIZE_MAX = 100;
export const REVIEW_DECISIONS = ['approve', 'reject'] as const;
/** Statuses an operator sets by hand; 'unblock' returns the player to the status before the block. */
export const OPERATOR_STATUS_CHANGES = ['block', 'unblock', 'test_account'] as const;

/** Each operator has one role; it decides the /admin calls they may make. */
export const OPERATOR_ROLES = ['support', 'compliance', 'finance', 'risk', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const OPERATOR_ROLE_TITLES: Record<OperatorRole, string> = {
  support: 'Customer support',
  compliance: 'Compliance',
  finance: 'Finance',
  risk: 'Risk',
  admin: 'Administrator',
};

const EVERY_ROLE = OPERATOR_ROLES;
const PLAYER_CASES = ['support', 'compliance', 'risk'] as const;
const MONEY_READERS = ['support', 'finance', 'risk'] as const;

/**
 * Every /admin call has two or more segments (but the older /admin/login and /admin/bets): the
 * back office's own pages are /admin/<page> and /admin/players/<uid>.
 *
 * Who may make each /admin call, by `METHOD path`: the server refuses every operator whose role is
 * not listed (and will not start with an /admin call missing here); the back office hides what a
 * role may not do. Only finance moves money, only compliance decides KYC and restrictions, admin
 * manages operators and settings but approves no money. Money decisions that need a second
 * operator are in FOUR_EYES.
 */
export const OPERATOR_CALL_ROLES: Readonly<Record<string, readonly OperatorRole[]>> = {
  // Every operator: their own session, second factor and finding a player.
  'GET /admin/account/me': EVERY_ROLE,
  'POST /admin/account/logout': EVERY_ROLE,
  'POST /admin/account/totp-enrol': EVERY_ROLE,
  'POST /admin/account/totp-confirm': EVERY_ROLE,
  'GET /admin/member/find': EVERY_ROLE,
  'GET /admin/member/search': EVERY_ROLE,
  'GET /admin/member/detail': EVERY_ROLE,
  'GET /admin/member/ledger': ['support', 'compliance', 'finance', 'risk'],
  'GET /admin/bets': ['support', 'compliance', 'finance', 'risk'],
  'GET /admin/bonus/list': ['support', 'compliance', 'finance', 'risk'],
  'GET /admin/member/rg': ['support', 'compliance', 'risk'],
  'POST /admin/member/note': ['support', 'compliance', 'finance', 'risk'],
  'POST /admin/member/sessions/revoke': PLAYER_CASES,
  'GET /admin/approval/list': EVERY_ROLE,
  // Approving a held decision needs the role of the decision itself (checked by the server).
  'POST /admin/approval/decide': ['compliance', 'finance', 'admin'],
  // KYC and restrictions: compliance decides, support and risk read.
  'GET /admin/kyc/list': PLAYER_CASES,
  'GET /admin/kyc/detail': PLAYER_CASES,
  'POST /admin/kyc/review': ['compliance'],
  'POST /admin/member/status': ['compliance'],
  'POST /admin/member/rg': ['compliance'],
  'POST /admin/rg/restricted-persons': ['compliance'],
  // Money: finance decides.
  'GET /admin/withdraw/list': MONEY_READERS,
  'POST /admin/withdraw/review': ['finance'],
  'POST /admin/withdraw/settle': ['finance'],
  'GET /admin/deposit/list': MONEY_READERS,
  'POST /admin/deposit/settle': ['finance'],
  'POST /admin/ledger/adjust': ['finance'],
  'GET /admin/ledger/check': ['finance', 'risk', 'admin'],
  'POST /admin/voucher/create': ['finance'],
  'POST /admin/bonus/grant': ['finance'],
  'POST /admin/bonus/forfeit': ['finance', 'risk'],
  'POST /admin/promo/box/issue': ['finance'],
  'GET /admin/contest/day': ['finance', 'risk', 'admin'],
  // Settings: admin (payment channels also finance, who must switch a failing one off at once).
  'GET /admin/channel/list': ['finance', 'admin'],
  'POST /admin/channel/update': ['finance', 'admin'],
  'GET /admin/game/list': ['admin'],
  'POST /admin/game/update': ['admin'],
  'GET /admin/promo/box-rules': ['finance', 'risk', 'admin'],
  'POST /admin/promo/box-rules': ['admin'],
  'POST /admin/promo/box-odds': ['admin'],
  'GET /admin/promo/list': ['finance', 'risk', 'admin'],
  'POST /admin/promo/save': ['admin'],
  'POST /admin/promo/translation': ['admin'],
  'GET /admin/promo/loyalty': ['finance', 'risk', 'admin'],
  'POST /admin/promo/checkin-rewards': ['admin'],
  'POST /admin/promo/invite-rules': ['admin'],
  'POST /admin/promo/points-rates': ['admin'],
  'POST /admin/promo/shop-item': ['admin'],
  'GET /admin/vip/levels': EVERY_ROLE,
  'POST /admin/vip/levels': ['admin'],
  'GET /admin/operator/list': ['admin'],
  'POST /admin/operator/save': ['admin'],
  // Customer service.
  'GET /admin/chat/list': ['support'],
  'GET /admin/chat/messages': ['support'],
  'POST /admin/chat/send': ['support'],
  'POST /admin/chat/read': ['support'],
  'POST /admin/chat/close': ['support'],
  'POST /admin/chat/ticket': ['support'],
  'GET /admin/feedback/list': ['support', 'admin'],
  // What players read: news, help articles and home banners (support reads, admin writes).
  'GET /admin/news/list': ['support', 'admin'],
  'POST /admin/news/save': ['admin'],
  'POST /admin/news/delete': ['admin'],
  'POST /admin/news/translation': ['admin'],
  'GET /admin/help/list': ['support', 'admin'],
  'POST /admin/help/save': ['admin'],
  'POST /admin/help/type-name': ['admin'],
  'GET /admin/banner/list': ['support', 'admin'],
  'POST /admin/banner/save': ['admin'],
  'POST /admin/banner/delete': ['admin'],
  // The audit log.
  'GET /admin/audit/list': ['compliance', 'risk', 'admin'],
  'GET /admin/audit/verify': ['compliance', 'risk', 'admin'],
};

/** The roles allowed a call (none when it is not in the table: refused to all). */
export function rolesForCall(call: { method: string; path: string }): readonly OperatorRole[] {
  return OPERATOR_CALL_ROLES[`${call.method} ${call.path}`] ?? [];
}

export const operatorMayCall = (role: OperatorRole, call: { method: string; path: string }) =>
  rolesForCall(call).includes(role);

/**
 * Decisions a second operator must approve (four eyes): the first operator's call is held as an
 * approval request, and runs when another operator of a role allowed the call approves it.
 */
export const FOUR_EYES = {
  /** A withdrawal this large (centavos: ₱50,000) needs a second approval. */
  largeWithdrawalCentavos: 5_000_000,
} as const;

export const APPROVAL_ACTIONS = [
  'ledger.credit',
  'bonus.grant',
  'voucher.create',
  'withdraw.approve',
  'channel.enable',
] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];
/** 'running' between an approval and the end of the decision it runs. */
export const APPROVAL_STATES = ['pending', 'running', 'approved', 'rejected', 'failed'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

export const APPROVAL_ACTION_TITLES: Record<ApprovalAction, string> = {
  'ledger.credit': 'Manual cash credit',
  'bonus.grant': 'Bonus grant by hand',
  'voucher.create': 'Voucher batch',
  'withdraw.approve': 'Large withdrawal',
  'channel.enable': 'Payment channel back on',
};

/** An operator's session ends after this long without a call. */
export const OPERATOR_IDLE_TIMEOUT_S = 30 * 60;
