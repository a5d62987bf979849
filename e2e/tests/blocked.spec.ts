import { expect, test, type Page } from '@playwright/test';
import { setKycStatusAsOperator, signedInPlayer } from './auth-support';

const blockedWarning = (page: Page) => page.getByRole('dialog', { name: 'Account Blocked' });

test('a player an operator blocks is told why at once on the open screen, not silently dropped', async ({
  page,
  request,
}) => {
  // The page's timers run on a controlled clock: the profile's periodic check comes due
  // without the test waiting for it.
  await page.clock.install();
  const phone = await signedInPlayer(page, request);
  await page.goto('/my');
  await expect(page.getByRole('heading', { level: 1, name: 'My' })).toBeVisible();

  await setKycStatusAsOperator(request, phone, 'block');
  // The player does nothing: the open screen learns of the block by itself.
  await page.clock.runFor(31_000);
  await expect(blockedWarning(page)).toBeVisible();
  await expect(blockedWarning(page)).toContainText(
    "blocked by the administrator for violating the regulator's rules",
  );
  await blockedWarning(page).getByRole('button', { name: 'OK' }).click();
  await expect(blockedWarning(page)).toBeHidden();
  // Signed out: the guarded screen is left for home, with the way to sign in again.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('a blocked player opening the app again is told why, not shown a signed-out home', async ({
  page,
  request,
}) => {
  const phone = await signedInPlayer(page, request);
  await page.goto('/my');
  await expect(page.getByRole('heading', { level: 1, name: 'My' })).toBeVisible();
  await setKycStatusAsOperator(request, phone, 'block');
  await page.reload();
  await expect(blockedWarning(page)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a blocked player signed out by the block still learns why after reloading, not given the login sheet', async ({
  page,
  request,
}) => {
  await page.clock.install();
  const phone = await signedInPlayer(page, request);
  await page.goto('/my');
  await expect(page.getByRole('heading', { level: 1, name: 'My' })).toBeVisible();
  await setKycStatusAsOperator(request, phone, 'block');
  // The open screen learns of the block and ends the session (the reminder shows)...
  await page.clock.runFor(31_000);
  await expect(blockedWarning(page)).toBeVisible();
  // ...and the player reloads before reading it, on the guarded screen they were on.
  await page.goto('/my');
  await expect(blockedWarning(page)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog', { name: /Welcome to PisoPlay/ })).toHaveCount(0);
  // Closed, it is done: the next guarded screen asks for a sign-in as usual.
  await blockedWarning(page).getByRole('button', { name: 'OK' }).click();
  await page.goto('/my');
  await expect(page).toHaveURL(/[?&]action=login-otp-1/);
});
