import { expect, test } from '@playwright/test';
import { operatorCalls } from '@pisoplay/contract';
import { asOperator, signedInPlayer, uidOf } from './auth-support';
import { depositThroughCheckout } from './money-support';
import { screenshot } from './support';

// Issue 23: a deposit brings a mystery box; the overlay offers it and opening it pays a bonus.
test('a verified player deposits, the overlay offers a box, they open it and see what they got', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const phone = await signedInPlayer(page, request);
  const uid = await uidOf(request, phone);
  const operator = await asOperator(request);
  await operator(operatorCalls.adminMemberStatus, {
    uid,
    kyc_status: 'test_account',
    reason: 'browser test of the mystery box',
  });
  await depositThroughCheckout(page, '200');

  await page.goto('/');
  const overlay = page.getByRole('dialog', { name: 'Mystery Box' });
  await expect(overlay).toBeVisible();
  await expect(overlay).toContainText(/Expires in 19:59:\d\d/);
  await screenshot(page, 'mystery-box-overlay');

  // Cancel collapses it to the floating button, which brings it back.
  await overlay.getByRole('button', { name: 'Cancel' }).click();
  const floating = page.getByRole('button', { name: 'Mystery box, 1 to open' });
  await expect(floating).toBeVisible();
  await screenshot(page, 'mystery-box-floating');
  await floating.click();

  const claimed = page.waitForResponse((r) => r.url().endsWith('/promo/blindbox/claim'));
  await overlay.getByRole('button', { name: 'Open' }).click();
  expect((await claimed).ok()).toBe(true);
  const result = overlay.getByRole('status');
  await expect(result).toHaveText(/^You get [\d,]+\.\d{2} PHP$/);
  await screenshot(page, 'mystery-box-opened');
  const prize = (await result.textContent())!.replace(/^You get | PHP$/g, '');
  // After 3 s the boxes are read again: nothing left to open.
  await expect(overlay).toBeHidden({ timeout: 6_000 });
  await expect(floating).toBeHidden();

  // The bonus is on the welfare page, and the box with its prize on /blind-box.
  await page.goto('/welfare');
  const grant = page.getByRole('list', { name: 'General Bonus' }).getByRole('article').first();
  await expect(grant).toContainText('Mystery Box');
  await expect(grant).toContainText(prize);
  await page.goto('/blind-box');
  await expect(page.getByRole('list', { name: 'Opened boxes' })).toContainText(`+${prize}`);
  await expect(page.getByRole('table')).toContainText('500.00');
  await screenshot(page, 'blind-box-page');
  expect((await operator(operatorCalls.adminLedgerCheck, {})).ok).toBe(true);
});
