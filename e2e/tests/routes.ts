// The players' app's routes (spec 2.1), once, for the tests that open every one of them: the
// console check (console-quiet.spec.ts) and axe (accessibility.spec.ts). A web test
// (apps/web/src/app/__tests__/route-list.test.ts) fails when the app has a route this list misses.

/** Routes anyone may open, besides the sign-in screens. */
export const PUBLIC_ROUTES = [
  '/',
  '/s-game/category/3',
  '/s-game/category/5?sort=A-Z',
  '/s-game/sections/hot',
  '/example',
  '/terms-of-use',
  '/privacy-policy',
  '/docs/faq',
  '/s-docs',
  '/my/service',
  '/s-download',
];

/** The sign-in screens, opened signed out. */
export const SIGN_IN_ROUTES = [
  '/login?action=login-otp-1',
  '/loginPassword',
  '/forgetPassword',
  '/forgetPassword/verify/phone',
];

/** Routes for a signed-in player (the guard sends anyone else to sign in). */
export const GUARDED_ROUTES = [
  '/s-game/sections/favorite',
  // A game in its frame (a seeded slot; the player needs no money to open it).
  '/s-game-page/pns_jolly_parrot',
  '/my',
  '/my/news',
  '/my/feedback',
  '/my/aboutus',
  '/my/helpcenter',
  '/s-vip',
  '/s-vip/level-system',
  '/s-account',
  '/s-account/form/username',
  '/s-account/form/email',
  '/s-account/form/password',
  '/s-account/avatar',
  '/s-account/verifytype',
  '/s-kyc',
  '/s-transaction',
  '/s-transaction/balance',
  '/s-transaction/deposit',
  '/s-transaction/withdraw',
  '/s-transaction/bonus',
  '/bet-record',
  '/welfare',
  '/welfare/betting-rank',
  '/blind-box',
  '/daily-wins',
  '/points',
  '/invite',
  '/responsible-gaming',
  '/withdraw-accounts',
  '/withdraw-accounts/add',
];

/**
 * Routes that need a record or a single-use token, opened as a stranger would find them (no
 * such order or round, no token): their own state. The tests that make the record open them
 * for real (money, play, partner).
 */
export const WITHOUT_RECORD_ROUTES = {
  signedOut: ['/partner-login', '/mini-login', '/no-such-page'],
  signedIn: ['/s-transaction/status?id=1&type=deposit', '/bet-record/1'],
};
