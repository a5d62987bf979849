/**
 * The back office's pages (under the router's basename /admin): one path segment each, so none
 * meets an /admin API call (those have two or more). Links are built here, never by hand.
 */

/** A page at one address, without parameters. */
const fixed = <P extends string>(path: P) => ({ path, getHref: (): P => path });

export const paths = {
  overview: fixed('/'),
  signIn: fixed('/sign-in'),
  kyc: {
    path: '/kyc',
    getHref: (uid?: number) => (uid ? `/kyc?uid=${uid}` : '/kyc'),
  },
  withdrawals: fixed('/withdrawals'),
  deposits: fixed('/deposits'),
  approvals: fixed('/approvals'),
  chat: {
    path: '/chat',
    getHref: (id?: number) => (id ? `/chat?id=${id}` : '/chat'),
  },
  feedback: fixed('/feedback'),
  players: {
    path: '/players',
    getHref: (q?: string) => (q ? `/players?q=${encodeURIComponent(q)}` : '/players'),
  },
  player: { path: '/players/:uid', getHref: (uid: number) => `/players/${uid}` },
  restrictedPersons: fixed('/restricted-persons'),
  contest: {
    path: '/contest',
    getHref: (date?: string) => (date ? `/contest?date=${date}` : '/contest'),
  },
  ledgerCheck: fixed('/ledger-check'),
  channels: fixed('/channels'),
  games: fixed('/games'),
  promotions: fixed('/promotions'),
  loyalty: fixed('/loyalty'),
  vip: fixed('/vip'),
  vouchers: fixed('/vouchers'),
  news: fixed('/news'),
  help: fixed('/help'),
  banners: fixed('/banners'),
  team: fixed('/team'),
  audit: fixed('/audit'),
  account: fixed('/account'),
} as const;

/** Where the app is served (the router's basename; Vite's base). */
export const BASENAME = '/admin';
