import { expect, type Locator, type Page } from '@playwright/test';
import { amountToCentavos } from '@pisoplay/contract';
import { screenshot } from './support';

/** An amount as the app shows it ('₱ 1,234.50', '-₱19.70', '20.00') in centavos. */
export const shownCentavos = (shown: string): number | null =>
  amountToCentavos(shown.replace(/[₱,\s]/g, ''));

/** The wallet balance in the home header. */
export const homeBalance = (page: Page) => page.getByText(/^Balance\s*₱\s*[\d,.]+$/);

/**
 * Opens the deposit sheet from the home header, fills a GCash deposit of `amount` and presses
 * Deposit; answers the sheet.
 */
export async function submitDeposit(page: Page, amount: string): Promise<Locator> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Deposit' }).click();
  const sheet = page.getByRole('dialog', { name: 'Deposit' });
  await sheet.getByRole('radio', { name: 'GCash' }).click();
  // The help line quotes the channel's own range, as the amount prompt does.
  const prompt = await sheet.getByRole('textbox', { name: 'Amount' }).getAttribute('placeholder');
  const [min, max] = (prompt ?? '').replace('Enter Amount: ', '').split('-').map(Number);
  await expect(
    sheet.getByText(
      `Deposit minimum per transaction range ${min!.toLocaleString('en-US')} to ${max!.toLocaleString('en-US')} pesos.`,
    ),
  ).toBeVisible();
  await sheet.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await screenshot(page, 'deposit-sheet');
  await sheet.getByRole('button', { name: 'Deposit' }).click();
  return sheet;
}

/** Starts a GCash deposit of `amount` from the home header's deposit sheet. */
export async function startDeposit(page: Page, amount: string): Promise<void> {
  await submitDeposit(page, amount);
  // The browser leaves for the payment simulator's checkout page (pay_url).
  await expect(page).toHaveURL(/\/sim\/pay\//);
}

/**
 * Deposits `amount` the way a player does: the deposit sheet, Pay on the checkout page, back in
 * the app on the order's status page until it reads Completed.
 */
export async function depositThroughCheckout(page: Page, amount: string): Promise<void> {
  await startDeposit(page, amount);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/s-transaction\/status\?id=\d+&type=deposit/);
  await expect(page.getByRole('status').getByText('Completed')).toBeVisible({ timeout: 20_000 });
}

/**
 * Puts the mystery box a deposit brought aside, as a player who goes on with what they were
 * doing: Cancel turns the overlay into the floating button (spec 4.9) for the rest of the session.
 */
export async function setMysteryBoxAside(page: Page): Promise<void> {
  await page
    .getByRole('dialog', { name: 'Mystery Box' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await expect(page.getByRole('button', { name: /^Mystery box, \d+ to open$/ })).toBeVisible();
}

/** Puts every mystery box aside wherever its overlay shows, for tests whose subject is elsewhere. */
export async function putMysteryBoxesAside(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByRole('dialog', { name: 'Mystery Box' }), (overlay) =>
    overlay.getByRole('button', { name: 'Cancel' }).click(),
  );
}
