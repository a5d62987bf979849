import { expect, test, type Page } from '@playwright/test';
import { AGREEMENT, enterCode, randomPhone, readCode } from './auth-support';
import { openPastGate } from './support';

const sheet = (page: Page) => page.getByRole('dialog', { name: 'Welcome to PisoPlay' });
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

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

  const phone = randomPhone();
  await sheet(page).getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await sheet(page).getByRole('checkbox', { name: AGREEMENT }).check();
  const sentAfter = new Date(Date.now() - 1000).toISOString();
  await sheet(page).getByRole('button', { name: 'Register / Login' }).click();
  await enterCode(page, await readCode(request, phone, sentAfter));
  await expect(page).toHaveURL(/\/points$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Points' })).toBeVisible();
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
