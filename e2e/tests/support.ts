import { expect, type Page } from '@playwright/test';

/** Opens a path and, when the terms gate is up, agrees and proceeds the way a player does. */
export async function openPastGate(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const gate = page.getByRole('dialog', { name: 'Terms and Eligibility' });
  await expect(gate).toBeVisible();
  await gate.getByRole('checkbox', { name: 'I agree' }).check();
  await gate.getByRole('button', { name: 'Proceed' }).click();
  await expect(gate).toBeHidden();
}

/** The names of the games the list shows, in order. */
export async function gameNames(page: Page): Promise<string[]> {
  const list = page.getByRole('list', { name: 'Games' });
  await expect(list).toBeVisible();
  return (
    list
      .getByRole('listitem')
      // The card's own button; the favourite heart beside it is a toggle (aria-pressed).
      .locator('button:not([aria-pressed])')
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''))
  );
}
