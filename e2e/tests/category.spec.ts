import { expect, test, type Page } from '@playwright/test';
import { expectAppDrawsSplashImages, gameNames, openPastGate } from './support';

/** Scrolls past the list's last game and waits for the next page of 15 after `loaded`. */
async function scrollToNextPage(page: Page, loaded: number) {
  await page
    .getByRole('list', { name: 'Games' })
    .getByRole('listitem')
    .last()
    .scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  await expect.poll(async () => (await gameNames(page)).length).toBeGreaterThanOrEqual(loaded + 15);
}

test('a category lists pages of 15 games and loads the next page on scroll', async ({ page }) => {
  await openPastGate(page, '/s-game/category/3?sort=Popular');
  await expect(page.getByRole('heading', { level: 1, name: 'Slot' })).toBeVisible();
  await expect.poll(async () => (await gameNames(page)).length).toBeGreaterThanOrEqual(15);
  const loaded = (await gameNames(page)).length;
  expect(loaded % 15).toBe(0);

  await scrollToNextPage(page, loaded);
  const names = await gameNames(page);
  expect(new Set(names).size).toBe(names.length);
});

test('the page shows its first row of tiles before its scripts run, where the grid then draws them', async ({
  browser,
  page,
  baseURL,
}) => {
  // Tile art is decoration (each card is a button named after its game).
  const tiles = page.getByRole('list', { name: 'Games' }).getByRole('listitem').locator('img');
  await expectAppDrawsSplashImages({ browser, page, baseURL }, '/s-game/category/3', tiles, 3);
});

test('search waits for 3 characters, then narrows the list', async ({ page }) => {
  await openPastGate(page, '/s-game/category/3');
  const before = await gameNames(page);
  const search = page.getByRole('searchbox', { name: 'Search games' });
  await search.fill('dr');
  await page.waitForTimeout(800);
  expect(await gameNames(page)).toEqual(before);

  await search.fill('dragon');
  await expect.poll(async () => (await gameNames(page)).every((n) => /dragon/i.test(n))).toBe(true);
  expect((await gameNames(page)).length).toBeGreaterThan(0);

  await search.fill('zzqq');
  await expect(page.getByText('There is no data yet!')).toBeVisible();
});

test('A-Z sorts the list by name', async ({ page }) => {
  await openPastGate(page, '/s-game/category/3');
  await page.getByRole('radiogroup', { name: 'Sort' }).getByRole('radio', { name: 'A-Z' }).click();
  await expect(page).toHaveURL(/sort=A-Z/);
  await expect
    .poll(async () => {
      const names = await gameNames(page);
      const lower = names.map((n) => n.toLowerCase());
      return lower.length >= 15 && lower.every((n, i) => i === 0 || lower[i - 1]! <= n);
    })
    .toBe(true);
});

test('the provider selector filters to one provider', async ({ page }) => {
  await openPastGate(page, '/s-game/category/3');
  const providers = page.getByRole('group', { name: 'Providers' });
  const chip = providers.getByRole('button').nth(1);
  const provider = (await chip.innerText()).trim();
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  const list = page.getByRole('list', { name: 'Games' });
  await expect
    .poll(async () => {
      const texts = await list.getByRole('listitem').allInnerTexts();
      return texts.length > 0 && texts.every((t) => t.includes(provider));
    })
    .toBe(true);
});

test('an unknown category sends the player home', async ({ page }) => {
  await openPastGate(page, '/s-game/category/99');
  await expect(page).toHaveURL(/\/$/);
});

test('a category opened by its address comes with its first page, and scrolls on to the next', async ({
  page,
}) => {
  const pagesAsked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/member/game/list') pagesAsked.push(url.searchParams.get('page') ?? '');
  });
  await openPastGate(page, '/s-game/category/3');
  await expect.poll(async () => (await gameNames(page)).length).toBeGreaterThanOrEqual(15);
  // The first page came with the page: the list asked only for the ones after it.
  expect(pagesAsked).not.toContain('1');
  const loaded = (await gameNames(page)).length;

  await scrollToNextPage(page, loaded);
  expect(pagesAsked).not.toContain('1');
});
