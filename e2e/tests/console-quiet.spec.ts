import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { paths } from '../../apps/web/src/shared/config/paths';
import { setKycStatusAsOperator, signInByApi, startSignedIn } from './auth-support';
import { openPastGate } from './support';

// Issue 21: every route of the app (and the simulators a person opens by hand) loads without a
// console error or warning, signed in as a verified player. A new route must be added here: the
// test fails when `paths` names one it does not visit.
const VISITS: Record<keyof typeof paths, string[]> = {
  home: [paths.home.getHref()],
  // A game in its frame (a seeded slot; the player has no money to bet, nor needs any here).
  gamePage: [paths.gamePage.getHref('pns_lunar_empire')],
  gameCategory: [paths.gameCategory.getHref(3), paths.gameCategory.getHref(5, 'A-Z')],
  gameSection: [paths.gameSection.getHref('favorite')],
  my: [paths.my.getHref()],
  myService: [paths.myService.getHref()],
  myNews: [paths.myNews.getHref()],
  myFeedback: [paths.myFeedback.getHref()],
  myAboutUs: [paths.myAboutUs.getHref()],
  myHelpCenter: [paths.myHelpCenter.getHref()],
  vip: [paths.vip.getHref()],
  vipLevelSystem: [paths.vipLevelSystem.getHref()],
  account: [paths.account.getHref()],
  accountForm: [paths.accountForm.getHref('username'), paths.accountForm.getHref('email')],
  accountAvatar: [paths.accountAvatar.getHref()],
  accountVerifyType: [paths.accountVerifyType.getHref()],
  transaction: [paths.transaction.getHref()],
  transactionTab: ['balance', 'deposit', 'withdraw', 'bonus'].map((tab) =>
    paths.transactionTab.getHref(tab as 'balance'),
  ),
  transactionStatus: [], // needs an order: money.spec follows one to its status page
  betRecord: [paths.betRecord.getHref()],
  betRecordDetail: [], // needs a settled round: play.spec opens one
  login: [], // signed out only: sign-in.spec
  loginPassword: [],
  forgetPassword: [],
  forgetPasswordVerify: [],
  example: [paths.example.getHref()],
  welfare: [paths.welfare.getHref()],
  bettingRank: [paths.bettingRank.getHref()],
  blindBox: [paths.blindBox.getHref()],
  dailyWins: [paths.dailyWins.getHref()],
  points: [paths.points.getHref()],
  invite: [paths.invite.getHref()],
  withdrawAccounts: [paths.withdrawAccounts.getHref()],
  withdrawAccountAdd: [paths.withdrawAccountAdd.getHref()],
  termsOfUse: [paths.termsOfUse.getHref()],
  privacyPolicy: [paths.privacyPolicy.getHref()],
  doc: [paths.doc.getHref('faq')],
  docs: [paths.docs.getHref()],
  download: [paths.download.getHref()],
  kyc: [paths.kyc.getHref()],
  partnerLogin: [], // single-use tokens: partner.spec
  miniLogin: [],
};

// The app as players get it, its service worker included (the other tests block it).
test.use({ serviceWorkers: 'allow' });

/** Pages of the outside parties' simulators that a person opens by hand. */
const SIMULATOR_PAGES = ['/sim/partner/', '/sim/shop/', '/sim/shop/product/1'];

/** Collects the console's errors and warnings from now on. */
function listen(page: Page): string[] {
  const noise: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      noise.push(`${page.url()}: [${message.type()}] ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => noise.push(`${page.url()}: [uncaught] ${error.message}`));
  return noise;
}

/** Opens an address and lets it settle (its calls answered, its lazy screens loaded). */
async function visit(page: Page, href: string) {
  await page.goto(href);
  await page.waitForLoadState('networkidle');
}

test('every route loads without a console error or warning', async ({ page, request }) => {
  test.setTimeout(180_000);
  expect(Object.keys(VISITS).sort()).toEqual(Object.keys(paths).sort());
  const { phone, session } = await signInByApi(request);
  await setKycStatusAsOperator(request, phone, 'test_account');
  await startSignedIn(page, session);
  const noise = listen(page);
  for (const href of Object.values(VISITS).flat()) await visit(page, href);
  for (const href of SIMULATOR_PAGES) await visit(page, href);
  expect(noise).toEqual([]);
});

test('the signed-out routes load without a console error or warning', async ({ page }) => {
  await openPastGate(page, '/');
  const noise = listen(page);
  for (const href of [
    paths.login.getHref('login-otp-1'),
    paths.loginPassword.getHref(),
    paths.forgetPassword.getHref(),
    paths.forgetPasswordVerify.getHref('phone'),
    paths.home.getHref(),
  ]) {
    await visit(page, href);
  }
  expect(noise).toEqual([]);
});
