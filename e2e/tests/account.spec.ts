import { expect, test } from '@playwright/test';
import { openAccount, setKycStatusAsOperator, signedInPlayer } from './auth-support';

test('the username can be changed once; a second change within 90 days is refused', async ({
  page,
  request,
}) => {
  // Profile changes need a player past 'unset' (spec 4.3); an operator marks this one for testing.
  await setKycStatusAsOperator(request, await signedInPlayer(page, request), 'test_account');
  await openAccount(page);
  const name = `pinoy_${Date.now() % 1_000_000}`;
  await page.getByRole('link', { name: /^Username/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Set Username' })).toBeVisible();
  await page.getByLabel('User name').fill(name);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Set username successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/s-account$/);
  await expect(page.getByRole('link', { name: new RegExp(`Username\\s*${name}`) })).toBeVisible();

  await page.getByRole('link', { name: /^Username/ }).click();
  await page.getByLabel('User name').fill(`${name}_2`);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/90 days|again on/).first()).toBeVisible();
  await page.goto('/s-account');
  await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
});

test('a new avatar shows on the account page and the My tab', async ({ page, request }) => {
  // Profile changes need a player past 'unset' (spec 4.3); an operator marks this one for testing.
  await setKycStatusAsOperator(request, await signedInPlayer(page, request), 'test_account');
  await openAccount(page);
  await page.getByRole('button', { name: 'Change avatar' }).click();
  await expect(page).toHaveURL(/\/s-account\/avatar$/);
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  // The player taps the picture; the radio inside it is what a screen reader announces.
  const sports4 = page.getByRole('radio', { name: 'Sports 4' });
  await page.locator('label').filter({ has: sports4 }).click();
  await expect(sports4).toBeChecked();
  await save.click();
  await expect(page).toHaveURL(/\/s-account$/);

  const myTabImage = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'My' })
    .locator('img');
  await expect(myTabImage).toHaveAttribute('src', /\/uploads\//);
  // The uploaded picture really loads.
  await expect
    .poll(() => myTabImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
});
