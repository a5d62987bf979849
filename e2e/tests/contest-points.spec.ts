import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  CONTEST_MESSAGES,
  POINTS_MESSAGES,
  calls,
  mask,
  operatorCalls,
  type Session,
} from '@pisoplay/contract';
import {
  asOperator,
  creditCash,
  signedCaller,
  signInByApi,
  startSignedIn,
  uidOf,
} from './auth-support';
import {
  expectAppDrawsSplashText,
  expectNoAxeViolations,
  firstGameCard,
  screenshot,
  spinSlot,
} from './support';

// Issue 24: the daily slot contest (/welfare/betting-rank) and points (/points), with real
// slot rounds on the real server.

/** A new player with real cash (an operator's adjustment) who may play and join promotions. */
async function fundedPlayer(page: Page, request: APIRequestContext, cash: string) {
  const { phone, session } = await signInByApi(request);
  await startSignedIn(page, session);
  const uid = await uidOf(request, phone);
  const operator = await asOperator(request, 'compliance');
  await operator(operatorCalls.adminMemberStatus, {
    uid,
    kyc_status: 'test_account',
    reason: 'browser test of the contest and points',
  });
  await creditCash(request, uid, cash, 'browser test of the contest and points');
  return { session, call: signedCaller(request, session) };
}

/** The masked name the ranking shows for the player of this session (spec 9). */
async function maskedName(request: APIRequestContext, session: Session): Promise<string> {
  const profile = await signedCaller(request, session)(calls.memberDetail, {});
  return mask(profile.username);
}

/** A screenshot (when asked for) once a dialog's opening animation (300 ms) is over. */
async function dialogShot(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  await page.waitForTimeout(400);
  await screenshot(page, name);
}

/** Opens the first slot of the category and plays `rounds` spins, after `raises` bet raises. */
async function playSlot(page: Page, rounds: number, raises = 0): Promise<void> {
  await page.goto('/s-game/category/3?sort=Popular');
  await firstGameCard(page.getByRole('list', { name: 'Games' })).click();
  const game = page.frameLocator('iframe');
  await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled();
  for (let raise = 0; raise < raises; raise += 1) {
    await game.getByRole('button', { name: 'Raise bet' }).click();
  }
  await spinSlot(page, rounds);
}

test('two players’ slot rounds rank them live, and points earned buy a bonus', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  // Stakes of ₱1,000 a day bring mystery boxes; their overlay is put aside wherever it shows.
  const boxOverlay = (p: Page) => p.getByRole('dialog', { name: 'Mystery Box' });
  await page.addLocatorHandler(boxOverlay(page), (overlay) =>
    overlay.getByRole('button', { name: 'Cancel' }).click(),
  );

  // The first player stakes ₱5,000 on a slot: ten spins at ₱500 (10 points per ₱100: 500).
  const first = await fundedPlayer(page, request, '8000');
  await playSlot(page, 10, 4);

  // The second player, in a browser of their own, one ₱10 spin.
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  const second = await fundedPlayer(otherPage, request, '100');
  await playSlot(otherPage, 1);
  await other.close();

  const names = {
    first: await maskedName(request, first.session),
    second: await maskedName(request, second.session),
  };
  // Where each one stands today, as the server has it (other tests' players may bet too).
  const places = {
    first: (await first.call(calls.rankToday, {})).mine!.index,
    second: (await second.call(calls.rankToday, {})).mine!.index,
  };
  expect(places.first).toBeLessThan(places.second);

  await page.goto('/welfare/betting-rank');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Slot Betting Rankings' }),
  ).toBeVisible();
  // The page arrives with what the contest is (its largest paint) where the app then draws it.
  await expectAppDrawsSplashText(
    { browser, baseURL, page },
    '/welfare/betting-rank',
    CONTEST_MESSAGES.intro,
  );
  await expect(page.getByRole('status', { name: 'Contest prize pool' })).toHaveText('₱100,000.00');
  await expect(page.getByRole('timer', { name: 'Time Reamaining' })).toHaveText(/^\d\d:\d\d:\d\d$/);
  const realTime = page.getByRole('region', { name: 'Today’s Real Time' });
  await expect(
    realTime.getByText(/^Updated \w{3} \d{1,2}, \d{4} \d{1,2}:\d\d [AP]M$/),
  ).toBeVisible();

  // The player's own row, pinned, with their place.
  const mine = realTime.getByRole('table', { name: 'Your place today' });
  await expect(mine.getByRole('row').filter({ hasText: names.first })).toContainText('You');
  await expect(mine).toContainText(/\d+(st|nd|rd|th)/);

  // Both in the list, each on their page of 10.
  const ranking = realTime.getByRole('region', { name: 'Ranking' });
  const rowOf = async (name: string, place: number) => {
    const pageOfPlace = Math.ceil(place / 10);
    const dot = ranking.getByRole('button', { name: `Go to page ${pageOfPlace}` });
    if (await dot.count()) await dot.click();
    const table = ranking.getByRole('table', {
      name: new RegExp(`^Places ${(pageOfPlace - 1) * 10 + 1} to \\d+$`),
    });
    return table.getByRole('row').filter({ hasText: name });
  };
  await expect(await rowOf(names.second, places.second)).toBeVisible();
  const own = await rowOf(names.first, places.first);
  await expect(own).toBeVisible();
  await expect(own).toHaveAttribute('aria-current', 'true');
  await expect(own).toContainText('₱5,000.00');
  await screenshot(page, 'betting-rank');
  await expectNoAxeViolations(page);

  // The rules.
  await page.getByRole('button', { name: 'Rules' }).click();
  const rules = page.getByRole('dialog', { name: 'Rules' });
  await expect(rules).toContainText('Only real-money bets on slot games count');
  await expect(rules.getByRole('table', { name: 'Prizes' })).toContainText('₱25,000.00');
  await dialogShot(page, 'betting-rank-rules');
  await expectNoAxeViolations(page);
  await rules.getByRole('button', { name: 'Close' }).click();
  await expect(rules).toBeHidden();

  // No prize yet: My Bonus History is empty.
  await page.getByRole('button', { name: 'My Bonus History' }).click();
  const bonusHistory = page.getByRole('dialog', { name: 'My Bonus History' });
  await expect(bonusHistory.getByText('No bonus history found')).toBeVisible();
  await dialogShot(page, 'betting-rank-bonus-history');
  await bonusHistory.getByRole('button', { name: 'Close' }).click();
  await expect(bonusHistory).toBeHidden();

  // The daily ranking of closed days.
  await realTime.getByRole('button', { name: 'History' }).click();
  const daily = page.getByRole('dialog', { name: 'Daily Ranking' });
  await expect(
    daily.getByText(/No closed contest day yet/).or(daily.getByRole('combobox', { name: 'Time' })),
  ).toBeVisible();
  await dialogShot(page, 'betting-rank-daily');
  await daily.getByRole('button', { name: 'Close' }).click();

  // Points: 500 from the ₱5,000 of slot stakes.
  await page.goto('/points');
  await expect(page.getByRole('heading', { level: 1, name: 'Points' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  // A tab root: the bottom navigation shows.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  // The page arrives with how points are earned (its largest paint) where the app then draws it.
  await expectAppDrawsSplashText({ browser, baseURL, page }, '/points', POINTS_MESSAGES.earnRule);
  const balance = page.getByRole('status', { name: 'Your points' });
  await expect(balance).toContainText('500');
  const history = page.getByRole('list', { name: 'Points history' });
  await expect(history.getByRole('listitem').first()).toContainText('Earned');
  await expect(page.getByRole('list', { name: 'How to earn points' })).toContainText(
    '10 points per ₱100',
  );
  await screenshot(page, 'points');
  await expectNoAxeViolations(page);
  await screenshot(page, 'points-full', { fullPage: true });

  // Spent on a ₱10 bonus.
  const shop = page.getByRole('list', { name: 'Points shop' });
  await shop.getByRole('button', { name: /^Exchange ₱10\b/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm exchange' });
  await expect(confirm).toContainText('Spend 500 points');
  await dialogShot(page, 'points-confirm');
  const exchanged = page.waitForResponse((r) => r.url().endsWith('/member/points/exchange'));
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  expect((await exchanged).ok()).toBe(true);
  const complete = page.getByRole('dialog', { name: 'Exchange complete' });
  await expect(complete.getByRole('status')).toContainText(/bonus/i);
  await dialogShot(page, 'points-exchanged');
  await complete.getByRole('button', { name: 'Done' }).click();
  await expect(complete).toBeHidden();
  await expect(balance).toHaveText(/^0\s*points$/);
  await expect(history.getByRole('listitem').first()).toContainText('-500');
  await screenshot(page, 'points-after', { fullPage: true });
  // The bonus it bought is on the welfare page.
  const grants = await first.call(calls.bonusGrants, {});
  expect(grants.some((grant) => grant.source === 'points' && grant.amount === '10.00')).toBe(true);
});
