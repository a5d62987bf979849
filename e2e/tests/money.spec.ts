import { expect, test, type Page } from '@playwright/test';
import { setKycStatusAsOperator, signUp } from './auth-support';

/** A player who may deposit and withdraw (spec 4.3: test accounts are allowed everything). */
async function verifiedPlayer(page: Page, request: Parameters<typeof signUp>[1]) {
  const phone = await signUp(page, request);
  await setKycStatusAsOperator(request, phone, 'test_account');
  return phone;
}

/** Opens the deposit sheet from the home header and starts a GCash deposit of `amount`. */
async function startDeposit(page: Page, amount: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Deposit' }).click();
  const sheet = page.getByRole('dialog', { name: 'Deposit' });
  await sheet.getByRole('radio', { name: 'GCash' }).click();
  await sheet.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await sheet.getByRole('button', { name: 'Deposit' }).click();
  // The browser leaves for the payment simulator's checkout page (pay_url).
  await expect(page).toHaveURL(/\/sim\/pay\//);
}

const balance = (page: Page) => page.getByText(/^Balance\s*₱\s*[\d,.]+$/);

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
