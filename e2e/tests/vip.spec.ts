import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { creditCash } from './auth-support';
import { approvedKycPlayer } from './kyc-support';
import { putMysteryBoxesAside } from './money-support';
import { VIP_MESSAGES } from '@pisoplay/contract';
import {
  expectAppDrawsSplashText,
  expectNoAxeViolations,
  firstGameCard,
  screenshot,
  spinSlot,
} from './support';

// Issue 25: VIP levels from real play. A verified player stakes real money on a slot, the
// server turns it into XP and a level, pays the level-up bonus, and /s-vip shows it all.

/** A verified player (KYC approved) with `cash` of real money from an operator's adjustment. */
async function fundedVerifiedPlayer(page: Page, request: APIRequestContext, cash: string) {
  const uid = await approvedKycPlayer(page, request);
  await creditCash(request, uid, cash, 'browser test of VIP levels');
  return uid;
}

test('real stakes past 1,000 XP reach Bronze level 2 with its level-up bonus paid', async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // Stakes of ₱1,000 a day bring a mystery box; its overlay is put aside wherever it shows.
  await putMysteryBoxesAside(page);

  // Before any bet: Bronze level 1, nothing paid yet.
  await fundedVerifiedPlayer(page, request, '2000');
  await page.goto('/s-vip');
  await expect(page.getByRole('heading', { level: 1, name: 'VIP' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bronze Level 1' })).toBeVisible();
  await expect(page.getByRole('img', { name: '0 of 1,000 XP to level 2' })).toBeVisible();
  await expect(
    page.getByText('No VIP bonuses yet. Reach a new level to get its level-up bonus.'),
  ).toBeVisible();
  // The bottom navigation is hidden here (spec 2.1).
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  // The page arrives with how XP is earned (its largest paint) where the app then draws it.
  await expectAppDrawsSplashText({ browser, baseURL, page }, '/s-vip', VIP_MESSAGES.xpRule);

  // ₱1,500 of real stakes on a slot: three spins at ₱500 (four raises from ₱10).
  await page.goto('/s-game/category/3?sort=Popular');
  await firstGameCard(page.getByRole('list', { name: 'Games' })).click();
  const game = page.frameLocator('iframe');
  await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled();
  for (let raise = 0; raise < 4; raise += 1) {
    await game.getByRole('button', { name: 'Raise bet' }).click();
  }
  await spinSlot(page, 3);

  await page.goto('/s-vip');
  const status = page.getByRole('region', { name: 'Bronze Level 2' });
  await expect(status).toBeVisible();
  await expect(status.getByRole('status', { name: 'Your XP' })).toHaveText('1,500 XP');
  await expect(status.getByRole('img', { name: '1,500 of 3,000 XP to level 3' })).toBeVisible();
  await expect(status.getByText('1,500 XP to level 3')).toBeVisible();
  await expect(
    page.getByRole('img', {
      name: 'Bronze: level 1 at 0 XP, level 2 at 1,000 XP, level 3 at 3,000 XP. You are at level 2 with 1,500 XP',
    }),
  ).toBeVisible();
  const benefits = page.getByRole('table', { name: 'Benefits of your level and the next' });
  await expect(benefits.getByRole('row', { name: /Level-up bonus/ })).toContainText('₱10.00₱20.00');
  const bonuses = page.getByRole('list', { name: 'Your VIP bonuses' });
  const levelUp = bonuses.getByRole('listitem').filter({ hasText: 'Level-up bonus · Level 2' });
  await expect(levelUp).toContainText('₱10.00');
  await expect(levelUp).toContainText('Paid');
  await screenshot(page, 'vip');
  await screenshot(page, 'vip-full', { fullPage: true });
  await expectNoAxeViolations(page);

  // The level system: the five tiers, the player's level marked.
  await page.getByRole('link', { name: /VIP level system/ }).click();
  await expect(page).toHaveURL(/\/s-vip\/level-system$/);
  await expect(page.getByRole('heading', { level: 1, name: 'VIP Level System' })).toBeVisible();
  for (const tier of ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond']) {
    await expect(page.getByRole('table', { name: `${tier} levels` })).toBeVisible();
  }
  const bronze = page.getByRole('table', { name: 'Bronze levels' });
  await expect(bronze.getByRole('row', { name: /^2\b/ })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('table', { name: 'Diamond levels' })).toContainText('1,500,000');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await screenshot(page, 'vip-level-system');
  await screenshot(page, 'vip-level-system-full', { fullPage: true });
  await expectNoAxeViolations(page);
});
