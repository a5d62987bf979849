/**
 * Every route of spec 2.1. Components link with `paths.x.getHref(...)`, never by hand.
 * `path` is the router pattern; `getHref` builds a concrete address.
 */
import type { GameSortLabel, LegalDocName, SectionId } from '@pisoplay/contract';

const enc = encodeURIComponent;

/** `?a=1&b=2` with empty values left out. */
function query(values: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The three login steps; `?action=` opens the login sheet on one of them (spec 2.3). */
export const LOGIN_ACTIONS = ['login-otp-1', 'login-otp-2', 'login-password'] as const;
export type LoginAction = (typeof LOGIN_ACTIONS)[number];
export const isLoginAction = (value: string | null | undefined): value is LoginAction =>
  (LOGIN_ACTIONS as readonly (string | null | undefined)[]).includes(value);

/** Query parameters that open the login sheet over any page (spec 2.3). */
export const LOGIN_PARAM_ACTION = 'action';
export const LOGIN_PARAM_PAYLOAD = 'payload';
export type AccountFormType =
  'username' | 'password' | 'email' | 'phone' | 'verify' | 'verifypassword';
export type TransactionTab = 'balance' | 'deposit' | 'withdraw' | 'bonus';
export type ForgetPasswordMethod = 'verify' | 'email' | 'phone' | 'verifypassword';

export const paths = {
  home: { path: '/', getHref: () => '/' },

  gamePage: {
    path: '/s-game-page/:gameName',
    getHref: (gameName: string) => `/s-game-page/${enc(gameName)}`,
  },
  gameCategory: {
    path: '/s-game/category/:categoryId',
    getHref: (categoryId: number | string, sort?: GameSortLabel) =>
      `/s-game/category/${enc(String(categoryId))}${query({ sort })}`,
  },
  gameSection: {
    path: '/s-game/sections/:sectionId',
    getHref: (sectionId: SectionId) => `/s-game/sections/${enc(sectionId)}`,
  },

  my: { path: '/my', getHref: () => '/my' },
  /** Customer service, opened with the player's name and email (spec 2.11). */
  myService: {
    path: '/my/service',
    getHref: (player?: { name?: string; email?: string }) =>
      `/my/service${query({ name: player?.name, email: player?.email })}`,
  },
  myNews: { path: '/my/news', getHref: () => '/my/news' },
  myFeedback: { path: '/my/feedback', getHref: () => '/my/feedback' },
  myAboutUs: { path: '/my/aboutus', getHref: () => '/my/aboutus' },
  myHelpCenter: { path: '/my/helpcenter', getHref: () => '/my/helpcenter' },

  vip: { path: '/s-vip', getHref: () => '/s-vip' },
  vipLevelSystem: { path: '/s-vip/level-system', getHref: () => '/s-vip/level-system' },

  account: { path: '/s-account', getHref: () => '/s-account' },
  accountForm: {
    path: '/s-account/form/:type',
    getHref: (type: AccountFormType) => `/s-account/form/${type}`,
  },
  accountAvatar: { path: '/s-account/avatar', getHref: () => '/s-account/avatar' },
  accountVerifyType: { path: '/s-account/verifytype', getHref: () => '/s-account/verifytype' },

  transaction: { path: '/s-transaction', getHref: () => '/s-transaction' },
  transactionTab: {
    path: '/s-transaction/:tab',
    getHref: (tab: TransactionTab) => `/s-transaction/${tab}`,
  },
  transactionStatus: {
    path: '/s-transaction/status',
    getHref: (id: string | number, type: 'deposit' | 'withdraw') =>
      `/s-transaction/status${query({ id, type })}`,
  },

  betRecord: { path: '/bet-record', getHref: () => '/bet-record' },
  betRecordDetail: {
    path: '/bet-record/:id',
    getHref: (id: string | number) => `/bet-record/${enc(String(id))}`,
  },

  login: {
    path: '/login',
    getHref: (action?: LoginAction, payload?: string) => `/login${query({ action, payload })}`,
  },
  loginPassword: { path: '/loginPassword', getHref: () => '/loginPassword' },
  forgetPassword: { path: '/forgetPassword', getHref: () => '/forgetPassword' },
  forgetPasswordVerify: {
    path: '/forgetPassword/verify/:method',
    getHref: (method: ForgetPasswordMethod) => `/forgetPassword/verify/${method}`,
  },

  example: { path: '/example', getHref: () => '/example' },

  welfare: { path: '/welfare', getHref: () => '/welfare' },
  bettingRank: { path: '/welfare/betting-rank', getHref: () => '/welfare/betting-rank' },
  blindBox: { path: '/blind-box', getHref: () => '/blind-box' },
  dailyWins: { path: '/daily-wins', getHref: () => '/daily-wins' },
  points: { path: '/points', getHref: () => '/points' },
  invite: { path: '/invite', getHref: () => '/invite' },
  /** The player's limits, reality check, break and self-exclusion (docs/responsible-gaming.md). */
  responsibleGaming: { path: '/responsible-gaming', getHref: () => '/responsible-gaming' },
  withdrawAccounts: { path: '/withdraw-accounts', getHref: () => '/withdraw-accounts' },
  /** The add-withdraw-account full page (spec 2.12); under /withdraw-accounts, without the nav. */
  withdrawAccountAdd: {
    path: '/withdraw-accounts/add',
    getHref: () => '/withdraw-accounts/add',
  },

  termsOfUse: { path: '/terms-of-use', getHref: () => '/terms-of-use' },
  privacyPolicy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
  doc: { path: '/docs/:name', getHref: (name: LegalDocName) => `/docs/${name}` },
  docs: { path: '/s-docs', getHref: () => '/s-docs' },
  download: { path: '/s-download', getHref: () => '/s-download' },
  /** KYC; `stage` names the step to start on (the OCR callbacks use it, spec 4.2). */
  kyc: { path: '/s-kyc', getHref: (stage?: string) => `/s-kyc${query({ stage })}` },

  /** Partner-wallet entry: query token (base64 of the access token) and optional game. */
  partnerLogin: {
    path: '/partner-login',
    getHref: (token: string, game?: string) => `/partner-login${query({ token, game })}`,
  },
  /** Shopping-app mini-app entry: query authCode. */
  miniLogin: {
    path: '/mini-login',
    getHref: (authCode: string) => `/mini-login${query({ authCode })}`,
  },
} as const;

/** Bottom navigation is hidden on paths starting with these (spec 2.1). */
export const BOTTOM_NAV_HIDDEN_PREFIXES = [
  '/login',
  '/loginPassword',
  '/s-game-page',
  '/my/service',
  '/my/news',
  '/bet-record',
  '/s-game/sections',
  '/withdraw-accounts',
  '/s-kyc',
  '/s-vip',
  '/s-vip/level-system',
  '/responsible-gaming',
] as const;

export const isBottomNavHidden = (pathname: string): boolean =>
  BOTTOM_NAV_HIDDEN_PREFIXES.some((prefix) => pathname.startsWith(prefix));

/**
 * What a withdraw-only session may open (docs/responsible-gaming.md): the Responsible Gaming
 * route, which shows such a session the self-exclusion screen (date, balance, withdraw), the
 * withdraw accounts and the add-account page (the withdraw sheet opens over the screen), KYC (a
 * withdrawal needs it approved), the legal texts, help and customer service. Every other path
 * goes back to the screen.
 */
export const isWithdrawOnlyPath = (pathname: string): boolean =>
  pathname === paths.responsibleGaming.path ||
  pathname === paths.kyc.path ||
  pathname === paths.withdrawAccounts.path ||
  pathname === paths.withdrawAccountAdd.path ||
  pathname === paths.termsOfUse.path ||
  pathname === paths.privacyPolicy.path ||
  pathname === paths.docs.path ||
  pathname.startsWith('/docs/') ||
  pathname === paths.myService.path ||
  pathname === paths.myHelpCenter.path;

/** Paths where the terms gate stays closed so the texts it links to can be read. */
export const isTermsGateExempt = (pathname: string): boolean =>
  pathname === paths.termsOfUse.path ||
  pathname === paths.privacyPolicy.path ||
  pathname.startsWith('/docs/') ||
  pathname.startsWith(paths.partnerLogin.path) ||
  pathname.startsWith(paths.miniLogin.path);

/** The search string without the login parameters ('' or '?a=1'). */
export function searchWithoutLogin(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(LOGIN_PARAM_ACTION);
  params.delete(LOGIN_PARAM_PAYLOAD);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A page's address with the login sheet closed: its login parameters dropped. */
export const hrefWithoutLogin = (pathname: string, search: string): string =>
  `${pathname}${searchWithoutLogin(search)}`;

/** A page's address with the login sheet open on `action` (its other parameters kept). */
export function hrefWithLogin(
  pathname: string,
  search: string,
  action: LoginAction,
  payload?: string,
): string {
  const params = new URLSearchParams(searchWithoutLogin(search));
  params.set(LOGIN_PARAM_ACTION, action);
  if (payload) params.set(LOGIN_PARAM_PAYLOAD, payload);
  return `${pathname}?${params.toString()}`;
}
