import { expect, test, type Page } from '@playwright/test';

const GATE = 'Terms and Eligibility';

/** Through the partner simulator (it signs the entry-token call as the partner's server would). */
async function enterFromPartner(page: Page, game = ''): Promise<string> {
  await page.goto('/sim/partner/');
  await page.getByRole('textbox', { name: 'Wallet user id' }).fill(`wallet-${Date.now()}`);
  await page.getByRole('textbox', { name: /Game code/ }).fill(game);
  const entry = page.waitForRequest((request) => request.url().includes('/partner-login?'));
  await page.getByRole('button', { name: 'Open PisoPlay' }).click();
  return (await entry).url();
}

test('the partner-wallet entry lands on the game page, signed in, without the terms gate', async ({
  page,
}) => {
  const partnerIndex = page.waitForResponse((r) =>
    r.url().endsWith('/member/index/partner/wallet'),
  );
  const entry = await enterFromPartner(page, 'pns_jolly_parrot');
  expect(new URL(entry).searchParams.get('game')).toBe('pns_jolly_parrot');

  await expect(page).toHaveURL(/\/s-game-page\/pns_jolly_parrot$/);
  await expect(page.getByRole('dialog', { name: GATE })).toBeHidden();
  // The page names the game, as the catalogue does, never by its code.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jolly Parrot');

  // Back points to the index, the partner wallet's own, still without the gate.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Hot Games' })).toBeVisible();
  expect((await partnerIndex).status()).toBe(200);
  await expect(page.getByRole('dialog', { name: GATE })).toBeHidden();

  // Signed in: a guarded page opens instead of sending the player to the index.
  await page.goto('/my');
  await expect(page).toHaveURL(/\/my$/);
  await expect(page.getByRole('dialog', { name: GATE })).toBeHidden();
});

test('an entry link works once: the second use shows the partner toast', async ({
  page,
  browser,
}) => {
  const entry = await enterFromPartner(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Hot Games' })).toBeVisible();

  const other = await browser.newContext();
  const replay = await other.newPage();
  await replay.goto(entry);
  await expect(replay.getByText(/^Partner login failed: .*invalid, used or expired/)).toBeVisible();
  await expect(replay).toHaveURL(/\/$/);
  // Not signed in: the guard sends a visitor from a guarded page to the index.
  await replay.goto('/my');
  await expect(replay).toHaveURL((url) => url.pathname === '/');
  await other.close();
});

test('the mini-app entry signs the shopper in and shows the vouchers', async ({ page }) => {
  // The shopping-app simulator issues a single-use authCode and opens the mini-app entry.
  await page.goto('/sim/shop/');
  await page.getByRole('textbox', { name: 'Shopper id' }).fill(`shopper-${Date.now()}`);
  const entry = page.waitForRequest((request) => request.url().includes('/mini-login?'));
  const miniIndex = page.waitForResponse((r) => r.url().endsWith('/member/index/partner/miniapp'));
  await page.getByRole('button', { name: 'Allow and open' }).click();
  const entryUrl = (await entry).url();

  await expect(page).toHaveURL(/\/$/);
  const vouchers = page.getByRole('list', { name: 'Gift Vouchers' });
  await expect(vouchers.getByRole('listitem')).toHaveCount(6);
  await expect(vouchers.getByText('PisoPlay Gift Voucher ₱100')).toBeVisible();
  expect((await miniIndex).status()).toBe(200);
  await page.goto('/my');
  await expect(page).toHaveURL(/\/my$/);

  // The same authCode a second time fails.
  await page.goto(entryUrl);
  await expect(page.getByText(/^Mini app login failed: /)).toBeVisible();
});
