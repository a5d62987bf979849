import { expect, test } from '@playwright/test';
import { signedInPlayer } from './auth-support';
import { openPastGate } from './support';

test('the terms gate blocks the lobby until the player agrees and proceeds', async ({ page }) => {
  await page.goto('/');
  const gate = page.getByRole('dialog', { name: 'Terms and Eligibility' });
  await expect(gate).toBeVisible();
  for (const group of [
    /government officials or employees/i,
    /armed forces and police/i,
    /persons under 21/i,
    /restricted-persons database/i,
    /gaming employment licence holders/i,
  ]) {
    await expect(gate.getByText(group)).toBeVisible();
  }
  await expect(gate.getByText('Playing in public places is prohibited.')).toBeVisible();

  // It cannot be dismissed, and Proceed waits for the agreement.
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(gate).toBeVisible();
  const proceed = gate.getByRole('button', { name: 'Proceed' });
  await expect(proceed).toBeDisabled();
  // Keyboard focus cannot leave the gate for the lobby behind it.
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    expect(await gate.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }

  await gate.getByRole('checkbox', { name: 'I agree' }).check();
  await expect(proceed).toBeEnabled();
  await proceed.click();
  await expect(gate).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Hot Games' })).toBeVisible();
});

test('the terms of use can be read from the gate', async ({ page }) => {
  await page.goto('/');
  const gate = page.getByRole('dialog', { name: 'Terms and Eligibility' });
  await gate.getByRole('link', { name: 'Terms of Use' }).click();
  await expect(page).toHaveURL(/\/terms-of-use$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
  await expect(page.getByText(/21 years/).first()).toBeVisible();
  await expect(gate).toBeHidden();
});

test('once proceeded, the gate stays away for the rest of the browser session', async ({
  page,
  browser,
}) => {
  await openPastGate(page, '/');
  const gate = page.getByRole('dialog', { name: 'Terms and Eligibility' });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Hot Games' })).toBeVisible();
  await expect(gate).toBeHidden();
  await page.goto('/s-game/category/3');
  await expect(page.getByRole('list', { name: 'Games' })).toBeVisible();
  await expect(gate).toBeHidden();

  // A new browser session (the agreement is remembered, the proceed is not) asks again.
  const storage = await page.context().storageState();
  const next = await browser.newContext({ storageState: storage });
  const again = await next.newPage();
  await again.goto('/');
  const nextGate = again.getByRole('dialog', { name: 'Terms and Eligibility' });
  await expect(nextGate).toBeVisible();
  await expect(nextGate.getByRole('checkbox', { name: 'I agree' })).toBeChecked();
  await next.close();
});

test('a signed-in player who has not proceeded on this device sees the gate', async ({
  page,
  request,
}) => {
  await signedInPlayer(page, request);
  await page.goto('/s-kyc');
  // Same browser session, signed in; the device's record of proceeding is gone.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/');
  const gate = page.getByRole('dialog', { name: 'Terms and Eligibility' });
  await expect(gate).toBeVisible();
  await gate.getByRole('checkbox', { name: 'I agree' }).check();
  await gate.getByRole('button', { name: 'Proceed' }).click();
  await expect(gate).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Hot Games' })).toBeVisible();
  await expect(gate).toBeHidden();
});
