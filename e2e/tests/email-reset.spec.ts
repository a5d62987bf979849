import { expect, test } from '@playwright/test';
import {
  enterCode,
  readCode,
  readEmailCode,
  setKycStatusAsOperator,
  signedInPlayer,
} from './auth-support';
import { openPastGate, screenshot } from './support';

/** Now, as the outboxes' sent_at compares: codes sent after it are this step's. */
const justBefore = () => new Date(Date.now() - 1000).toISOString();

test('a player who forgot the password resets it with a code sent to their email', async ({
  page,
  request,
}) => {
  // Profile changes need a player past 'unset' (spec 4.3); an operator marks this one for testing.
  const phone = await signedInPlayer(page, request);
  await setKycStatusAsOperator(request, phone, 'test_account');
  const email = `ana${Date.now() % 1e9}@example.ph`;

  // The email is set through the account's form: the hint's 'Go to setting', the identity by a
  // code to the phone, then a code to the address, which proves it.
  await page.goto('/s-account');
  await page
    .getByRole('dialog', { name: 'Email Address' })
    .getByRole('button', { name: 'Go to setting' })
    .click();
  await page.getByRole('button', { name: 'Phone Verification' }).click();
  let since = justBefore();
  await page.getByRole('button', { name: 'Send code' }).click();
  await enterCode(page, await readCode(request, phone, since));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Enter New email address' }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await screenshot(page, 'email-account-form');
  since = justBefore();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(email)).toBeVisible();
  await screenshot(page, 'email-account-code');
  await enterCode(page, await readEmailCode(request, email, since));
  await expect(page.getByText('Email address updated')).toBeVisible();
  await expect(page).toHaveURL(/\/s-account$/);
  await expect(page.getByText(email)).toBeVisible();

  await page.goto('/my');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);

  await openPastGate(page, '/login?action=login-password');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByRole('link', { name: 'Use email address' }).click();
  await expect(page).toHaveURL(/\/forgetPassword\/verify\/email$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Enter Email Address' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email address' }).fill(email.toUpperCase());
  await screenshot(page, 'email-forgot-address');
  since = justBefore();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/forgetPassword\/verify\/verify$/);
  await expect(
    page.getByText('If it is the verified email of an account, a 6-digit code was sent to'),
  ).toBeVisible();
  const code = await readEmailCode(request, email, since);
  // A wrong code is cleared and said so; the right one goes on.
  await enterCode(page, code === '000000' ? '111111' : '000000');
  await expect(page.getByRole('alert')).toHaveText('Invalid code');
  await screenshot(page, 'email-forgot-wrong-code');
  await enterCode(page, code);
  await expect(page.getByRole('heading', { level: 1, name: 'Set New Password' })).toBeVisible();
  await page.getByLabel('New password').fill('mail2026x');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('success to reset password')).toBeVisible();
  await screenshot(page, 'email-forgot-done');
  await expect(page).toHaveURL(/\/$/);

  await openPastGate(page, '/login?action=login-password');
  await page.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await page.getByLabel('Password', { exact: true }).fill('mail2026x');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/s-kyc/);
});
