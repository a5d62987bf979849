/**
 * The back office's pages (under the router's basename /admin): one path segment each, so none
 * meets an /admin API call (those have two or more). Links are built here, never by hand.
 */
export const paths = {
  overview: { path: '/', getHref: () => '/' },
  signIn: { path: '/sign-in', getHref: () => '/sign-in' },
  kyc: {
    path: '/kyc',
    getHref: (uid?: number) => (uid ? `/kyc?uid=${uid}` : '/kyc'),
  },
  withdrawals: { path: '/withdrawals', getHref: () => '/withdrawals' },
  deposits: { path: '/deposits', getHref: () => '/deposits' },
  approvals: { path: '/approvals', getHref: () => '/approvals' },
  chat: {
    path: '/chat',
    getHref: (id?: number) => (id ? `/chat?id=${id}` : '/chat'),
  },
  feedback: { path: '/feedback', getHref: () => '/feedback' },
  players: {
    path: '/players',
    getHref: (q?: string) => (q ? `/players?q=${encodeURIComponent(q)}` : '/players'),
  },
  player: { path: '/players/:uid', getHref: (uid: number) => `/players/${uid}` },
  channels: { path: '/channels', getHref: () => '/channels' },
  games: { path: '/games', getHref: () => '/games' },
  team: { path: '/team', getHref: () => '/team' },
  audit: { path: '/audit', getHref: () => '/audit' },
  account: { path: '/account', getHref: () => '/account' },
} as const;

/** Where the app is served (the router's basename; Vite's base). */
export const BASENAME = '/admin';
