import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { operatorCalls } from '@pisoplay/contract';
import { AGREEMENT, asOperator, enterCode, randomPhone, readCode } from './auth-support';
import { completeKycScreens } from './kyc-support';
import { depositThroughCheckout, setMysteryBoxAside } from './money-support';
import { firstGameCard, openPastGate, screenshot } from './support';

const sheet = (page: Page) => page.getByRole('dialog', { name: 'Welcome to PisoPlay' });
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** A new number through the open login sheet; answers the phone. */
async function signUpFromSheet(page: Page, request: APIRequestContext): Promise<string> {
  const phone = randomPhone();
  await sheet(page).getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await sheet(page).getByRole('checkbox', { name: AGREEMENT }).check();
  const sentAfter = new Date(Date.now() - 1000).toISOString();
  await sheet(page).getByRole('button', { name: 'Register / Login' }).click();
  await enterCode(page, await readCode(request, phone, sentAfter));
  return phone;
}

test('a visitor tapping My, Points, Welfare or Invite gets the login sheet, not a silent home', async ({
  page,
}) => {
  await openPastGate(page, '/');
  for (const tab of ['My', 'Points', 'Welfare', 'Invite']) {
    await nav(page).getByRole('link', { name: tab }).click();
    await expect(page).toHaveURL(/\/\?action=login-otp-1$/);
    await expect(sheet(page)).toBeVisible();
    await expect(sheet(page).getByRole('button', { name: 'Register / Login' })).toBeVisible();
    // Closing the sheet leaves the visitor on home, and forgets where they were going.
    await sheet(page).getByRole('button', { name: 'Close' }).click();
    await expect(sheet(page)).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  }
});

test('after signing in from the sheet, the visitor goes on to the screen they tapped', async ({
  page,
  request,
}) => {
  await openPastGate(page, '/');
  await nav(page).getByRole('link', { name: 'Points' }).click();
  await expect(sheet(page)).toBeVisible();

  await signUpFromSheet(page, request);
  await expect(page).toHaveURL(/\/points$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Points' })).toBeVisible();
  // Where the new player lands, afterLogin runs (spec 4.3): the KYC deadline reminder.
  const reminder = page.getByRole('dialog', { name: 'Your account will be restricted' });
  await expect(reminder.getByRole('timer')).toHaveText(/^7[12]:\d\d:\d\d$/);
  await reminder.getByRole('button', { name: 'Do it later' }).click();
  await expect(reminder).toBeHidden();
});

test('a promotion banner that needs sign-in opens the login sheet', async ({ page }) => {
  await openPastGate(page, '/');
  const promotions = page.getByRole('region', { name: 'Promotions' });
  await promotions.getByRole('button', { name: 'Go to slide 2' }).click();
  // The Mystery Box banner links to /blind-box, a guarded screen.
  await promotions.getByRole('group', { name: '2 of 4' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/\?action=login-otp-1$/);
  await expect(sheet(page)).toBeVisible();
});

test('a deep link to a guarded screen opens the sheet after the terms gate', async ({ page }) => {
  await openPastGate(page, '/my');
  await expect(page).toHaveURL(/\/\?action=login-otp-1$/);
  await expect(sheet(page)).toBeVisible();
});

test('a visitor who taps a game plays it: sign-up, KYC, approval, deposit, back to that game', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await openPastGate(page, '/');
  const card = firstGameCard(page.getByRole('region', { name: 'Slot' }));
  const name = (await card.textContent())!.trim();
  await card.click();

  // Sign-up from the sheet the tap opened.
  await expect(sheet(page)).toBeVisible();
  const phone = await signUpFromSheet(page, request);

  // The launch resumes through its KYC gate: the game's page, named, with the game reminder of
  // spec 8.2 (never the server's refusal and 'Try again').
  await expect(page).toHaveURL(/\/s-game-page\//);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const reminder = page.getByRole('dialog', {
    name: 'Please Complete Your KYC Account Vertification',
  });
  await expect(reminder).toContainText('before you can enter the game!');
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await screenshot(page, 'journey-game-reminder');
  await reminder.getByRole('button', { name: 'Go To KYC Verify Now' }).click();

  await expect(page).toHaveURL(/\/s-kyc/);
  await completeKycScreens(page);
  const operator = await asOperator(request, 'compliance');
  const { uid } = await operator(operatorCalls.adminMemberFind, { country_code: '63', phone });
  await operator(operatorCalls.adminKycReview, {
    uid,
    decision: 'approve',
    reason: 'ID and selfie match',
  });
  await depositThroughCheckout(page, '200');
  await setMysteryBoxAside(page);

  // Back to that game, from the lobby, and a round played.
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Slot' })
    .getByRole('button', { name, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Balance' })).toHaveText('₱200.00');
  const game = page.frameLocator('iframe');
  await game.getByRole('button', { name: 'Spin' }).click();
  await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled({ timeout: 20_000 });
  const rounds = game.getByRole('list', { name: 'Round history' }).getByRole('listitem');
  await expect(rounds).toHaveCount(1);
  // The history reloads after the round: until then its one item is 'No rounds yet'.
  await expect(rounds.first()).toHaveText(/₱[\d,.]+$/);
  // The page's one balance follows the round: ₱200 and the round's net.
  // Its last amount is the net: "Spin ₱10.00 · 1 line -₱6.00".
  const [, sign, pesos] = /([+-]?)₱([\d,.]+)$/.exec(
    ((await rounds.first().textContent()) ?? '').trim(),
  )!;
  const net = Number(pesos!.replaceAll(',', '')) * (sign === '-' ? -1 : 1);
  await expect(page.getByRole('status', { name: 'Balance' })).toHaveText(
    `₱${(200 + net).toFixed(2)}`,
  );
  await screenshot(page, 'journey-played');
});
