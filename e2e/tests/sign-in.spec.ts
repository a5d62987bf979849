import { expect, test } from '@playwright/test';
import { OTP_RESEND_SECONDS } from '@pisoplay/contract';
import {
  AGREEMENT,
  displayPhone,
  enterCode,
  openAccount,
  randomPhone,
  readCode,
  setKycStatusAsOperator,
  signInByApi,
  signUp,
} from './auth-support';
import { openPastGate, screenshot } from './support';

test('a new player signs up with the code from the SMS outbox and lands on KYC', async ({
  page,
  request,
}) => {
  await signUp(page, request);
  await page.goto('/my');
  await expect(page.getByText(/KYC: Unset/)).toBeVisible();
});

test('a returning player’s code sign-in is sent once', async ({ page, request }) => {
  test.setTimeout(90_000);
  const logins: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/member/otp/login')) logins.push(response.status());
  });
  // A returning player whose KYC lets the sign-in go back to the lobby: the login sheet closes
  // over it (signing up instead leaves for KYC at once). Their last code was sent just now, so
  // the next may be asked for after the resend wait.
  const { phone } = await signInByApi(request);
  await setKycStatusAsOperator(request, phone, 'test_account');
  await page.waitForTimeout((OTP_RESEND_SECONDS + 1) * 1000);
  await openPastGate(page, '/');
  await page.getByRole('link', { name: 'Login' }).click();
  await page.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await page.getByRole('checkbox', { name: AGREEMENT }).check();
  const sentAfter = new Date(Date.now() - 1000).toISOString();
  await page.getByRole('button', { name: 'Register / Login' }).click();
  await enterCode(page, await readCode(request, phone, sentAfter));
  await expect(page.getByRole('dialog')).toBeHidden();
  // Past the debounce and the sheet's closing: a second login would have gone by now.
  await page.waitForTimeout(1_000);
  expect(logins).toEqual([200]);
});

test('a wrong code is refused with the spec message and the boxes are cleared', async ({
  page,
  request,
}) => {
  const phone = randomPhone();
  await openPastGate(page, '/login?action=login-otp-1');
  await page.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await page.getByRole('checkbox', { name: AGREEMENT }).check();
  await page.getByRole('button', { name: 'Register / Login' }).click();
  const code = await readCode(request, phone);
  await expect(page.getByText(displayPhone(phone))).toBeVisible();
  const wrong = code === '000000' ? '111111' : '000000';
  await enterCode(page, wrong);
  await expect(page.getByText('Invalid code').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('');
  await expect(page.getByRole('button', { name: /Resend Code|Send code/ })).toBeVisible();
});

test('a player sets a password, signs out, and signs in again by password', async ({
  page,
  request,
}) => {
  const phone = await signUp(page, request);
  await openAccount(page);
  await screenshot(page, 'account-page');
  await page.getByRole('button', { name: /Login password\s*Not set\s*Set/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Create Login password' }),
  ).toBeVisible();
  await page.getByLabel('New password').fill('lucky2026');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Set Password Success')).toBeVisible();
  await expect(page).toHaveURL(/\/s-account$/);
  await expect(page.getByRole('button', { name: /Login password\s*Change/ })).toBeVisible();

  await page.goto('/my');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  // Signed out (local storage cleared), the terms gate comes first, then the login sheet.
  await openPastGate(page, '/my');
  await expect(page).toHaveURL(/\/\?action=login-otp-1$/);
  // Closing the sheet forgets the screen that asked for it: the next sign-in goes to KYC.
  await page
    .getByRole('dialog', { name: 'Welcome to PisoPlay' })
    .getByRole('button', { name: 'Close' })
    .click();
  await expect(page).toHaveURL(/\/$/);

  await openPastGate(page, '/login?action=login-password');
  await page.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await page.getByLabel('Password', { exact: true }).fill('wrong2026');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Invalid phone number or password')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('lucky2026');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/s-kyc/);
});

test('a player who forgot the password resets it with a code', async ({ page, request }) => {
  const phone = await signUp(page, request);
  await page.goto('/my');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);

  await openPastGate(page, '/login?action=login-password');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgetPassword/);
  await page.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  const sentAfter = new Date(Date.now() - 1000).toISOString();
  await page.getByRole('button', { name: 'Send code' }).click();
  await enterCode(page, await readCode(request, phone, sentAfter));
  await expect(page.getByRole('heading', { name: 'Set New Password' }).first()).toBeVisible();
  await page.getByLabel('New password').fill('reset2026x');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('success to reset password')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await openPastGate(page, '/login?action=login-password');
  await page.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await page.getByLabel('Password', { exact: true }).fill('reset2026x');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/s-kyc/);
});
