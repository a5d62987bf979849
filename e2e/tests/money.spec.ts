import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { creditCash, setKycStatusAsOperator, signedInPlayer } from './auth-support';
import { approvedKycPlayer } from './kyc-support';
import { homeBalance as balance, setMysteryBoxAside, startDeposit } from './money-support';

/** A player who may deposit and withdraw (spec 4.3: test accounts are allowed everything). */
async function verifiedPlayer(page: Page, request: APIRequestContext) {
  const phone = await signedInPlayer(page, request);
  await setKycStatusAsOperator(request, phone, 'test_account');
  return phone;
}

test('a verified player deposits through the checkout page and sees the balance rise', async ({
  page,
  request,
}) => {
  await verifiedPlayer(page, request);
  await page.goto('/');
  await expect(balance(page)).toHaveText(/₱\s*0\.00$/);

  await startDeposit(page, '1500');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  // Back in the app on the order's status page, which follows it to completed.
  await expect(page).toHaveURL(/\/s-transaction\/status\?id=\d+&type=deposit/);
  await expect(page.getByRole('heading', { name: 'Deposit Details' })).toBeVisible();
  await expect(page.getByRole('status').getByText('Completed')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('₱ 1,500.00')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Progress' }).getByRole('listitem')).toHaveText([
    /Pending/,
    /Completed/,
  ]);
  // The day's first deposit brought a mystery box (issue 23): put aside for now.
  await setMysteryBoxAside(page);

  await page.goto('/');
  await expect(balance(page)).toHaveText(/₱\s*1,500\.00$/);

  // The deposit is in the records, coloured as completed, and opens its status page.
  await page.goto('/s-transaction/deposit');
  const row = page.getByRole('list', { name: 'Deposit records' }).getByRole('link');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('1,500.00');
  await expect(row).toContainText('Completed');
  await row.click();
  await expect(page).toHaveURL(/\/s-transaction\/status\?id=\d+&type=deposit/);
});

test('a canceled deposit shows canceled and leaves the balance as it was', async ({
  page,
  request,
}) => {
  await verifiedPlayer(page, request);
  await startDeposit(page, '500');
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();

  await expect(page).toHaveURL(/\/s-transaction\/status\?id=\d+&type=deposit/);
  await expect(page.getByRole('status').getByText('Canceled')).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByRole('list', { name: 'Progress' }).getByRole('listitem').last(),
  ).toHaveText(/Canceled/);

  await page.goto('/');
  await expect(balance(page)).toHaveText(/₱\s*0\.00$/);
});

test('a fully verified player withdraws to a new account and follows it to completed', async ({
  page,
  request,
}) => {
  // Accounts are paid out in the verified names: the player's KYC is approved.
  const uid = await approvedKycPlayer(page, request);
  await creditCash(request, uid, '1000', 'browser test');

  // No account yet: the withdraw sheet leads to the add-account page.
  await page.goto('/my');
  await page.getByRole('button', { name: 'Withdraw' }).click();
  const sheet = page.getByRole('dialog', { name: 'Withdraw' });
  await sheet.getByRole('button', { name: 'Add Account' }).click();
  await expect(page).toHaveURL(/\/withdraw-accounts\/add$/);
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Juan');
  await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue('Dela Cruz');
  await page.getByRole('button', { name: /Account type/ }).click();
  await page.getByRole('radio', { name: 'GCash' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('textbox', { name: 'Account number' }).fill('09171234567');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/withdraw-accounts$/);
  await expect(page.getByRole('list', { name: 'Withdrawal Accounts' })).toContainText('GCash');

  // Withdraw 300 of the 1,000.00: approved automatically and paid out by the simulator.
  await page.goto('/my');
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await expect(sheet.getByRole('radio', { name: /GCash/ })).toBeChecked();
  await sheet.getByRole('textbox', { name: 'Amount' }).fill('300');
  await sheet.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByText('success!')).toBeVisible();
  await expect(sheet).toBeHidden();
  await expect(page.getByText('Balance').first().locator('xpath=..')).toContainText('700.00');

  await page.goto('/s-transaction/withdraw');
  const row = page.getByRole('list', { name: 'Withdraw records' }).getByRole('link');
  await expect(row).toHaveCount(1);
  await row.click();
  await expect(page).toHaveURL(/\/s-transaction\/status\?id=\d+&type=withdraw/);
  await expect(page.getByRole('heading', { name: 'Withdrawal Details' })).toBeVisible();
  await expect(page.getByText('0917****567')).toBeVisible();
  await expect(page.getByRole('status').getByText('Completed')).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByRole('list', { name: 'Progress' }).getByRole('listitem').last(),
  ).toHaveText(/Completed/);
});
