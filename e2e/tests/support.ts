import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type Locator, type Page } from '@playwright/test';

/** Whether this tab has agreed and proceeded through the terms gate in its browser session. */
const proceededInThisTab = (page: Page): Promise<boolean> =>
  page.url().startsWith('http')
    ? page.evaluate(() =>
        Object.keys(window.sessionStorage).some((key) => key.endsWith(':terms-gate-proceeded')),
      )
    : Promise.resolve(false);

/**
 * Opens a path and, the first time in this tab, agrees and proceeds through the terms gate the
 * way a player does. Later loads in the same browser session do not show the gate (spec 2.4).
 */
export async function openPastGate(page: Page, path: string): Promise<void> {
  const proceeded = await proceededInThisTab(page);
  await page.goto(path);
  if (proceeded) return;
  const gate = page.getByRole('dialog', { name: 'Terms and Eligibility' });
  await expect(gate).toBeVisible();
  await gate.getByRole('checkbox', { name: 'I agree' }).check();
  await gate.getByRole('button', { name: 'Proceed' }).click();
  await expect(gate).toBeHidden();
}

// A game card's own button; the favourite heart beside it is a toggle (aria-pressed).
const GAME_CARD = 'button:not([aria-pressed])';

/** The first game card of a list or a lobby row. */
export const firstGameCard = (list: Locator): Locator =>
  list.getByRole('listitem').first().locator(GAME_CARD);

/**
 * Spins the slot open on the game page `rounds` times: each spin settled by the server, and the
 * Spin button ready again before the next.
 */
export async function spinSlot(page: Page, rounds: number): Promise<void> {
  const spin = page.frameLocator('iframe').getByRole('button', { name: 'Spin' });
  await expect(spin).toBeEnabled();
  for (let round = 1; round <= rounds; round += 1) {
    const settled = page.waitForResponse((r) => r.url().endsWith('/slot/spin'));
    await spin.click();
    expect((await settled).ok(), `spin ${round}`).toBe(true);
    await expect(spin).toBeEnabled({ timeout: 20_000 });
  }
}

/** The names of the games the list shows, in order. */
export async function gameNames(page: Page): Promise<string[]> {
  const list = page.getByRole('list', { name: 'Games' });
  await expect(list).toBeVisible();
  return list
    .getByRole('listitem')
    .locator(GAME_CARD)
    .evaluateAll((buttons) => buttons.map((b) => b.textContent?.trim() ?? ''));
}

/**
 * Saves a screenshot for a person to look at, when asked: E2E_SCREENSHOTS names the folder
 * (`E2E_SCREENSHOTS=/tmp/shots npx playwright test`). A test run that nobody looks at makes none.
 * Transitions are taken to their end, so a dialog that has just opened shows as it settles.
 */
export async function screenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS;
  if (folder) {
    await page.screenshot({
      path: path.join(folder, `${name}.png`),
      fullPage: options.fullPage,
      animations: 'disabled',
    });
  }
}

/**
 * No WCAG 2 A/AA problem axe can find on the page as it settles: a dialog still fading in has
 * text at part of its opacity, which axe would measure as too little contrast, so the page's
 * finite animations (transitions included) are let finish first.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

type ImageOnScreen = { src: string | null; box: Awaited<ReturnType<Locator['boundingBox']>> };
type Fixtures = { browser: Browser; page: Page; baseURL: string | undefined };

/**
 * A page arrives, before any script has run (what a slow phone paints while the app still
 * loads), with `count` images loaded; once the app has run (past the terms gate), its first
 * `count` of `appImages` have the same addresses and boxes.
 */
export async function expectAppDrawsSplashImages(
  fixtures: Fixtures,
  path: string,
  appImages: Locator,
  count: number,
): Promise<void> {
  const arrived = await beforeScripts(fixtures, path, async (bare) => {
    const images = await bare.locator('img').all();
    for (const image of images) {
      await expect(image).toHaveJSProperty('complete', true);
      const width = await image.evaluate((element: HTMLImageElement) => element.naturalWidth);
      expect(width).toBeGreaterThan(0);
    }
    return Promise.all(images.map(imageOnScreen));
  });
  expect(arrived).toHaveLength(count);
  await openPastGate(fixtures.page, path);
  await expect(appImages.first()).toBeVisible();
  const drawn = await Promise.all((await appImages.all()).slice(0, count).map(imageOnScreen));
  expect(drawn).toEqual(arrived);
}

/**
 * A page arrives, before any script has run, with `text` written on it; once the app has run
 * (past the terms gate), it draws the same text in the same box.
 */
export async function expectAppDrawsSplashText(
  fixtures: Fixtures,
  path: string,
  text: string,
): Promise<void> {
  const arrived = await beforeScripts(fixtures, path, (bare) =>
    bare.getByText(text, { exact: true }).boundingBox(),
  );
  expect(arrived, `"${text}" on the page as it arrives`).not.toBeNull();
  await openPastGate(fixtures.page, path);
  // In the app's main landmark: the splash has the same words until the app has drawn.
  const drawn = fixtures.page.getByRole('main').getByText(text, { exact: true });
  await expect(drawn).toBeVisible();
  expect(await drawn.boundingBox()).toEqual(arrived);
}

/**
 * What `read` finds on `path` with scripts off (the splash), at the test page's viewport and
 * with its cookies (the language the app keeps there).
 */
async function beforeScripts<T>(
  { browser, page, baseURL }: Fixtures,
  path: string,
  read: (bare: Page) => Promise<T>,
): Promise<T> {
  const arriving = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: page.viewportSize(),
  });
  try {
    await arriving.addCookies(await page.context().cookies());
    const bare = await arriving.newPage();
    await bare.goto(path);
    await expect(bare.getByRole('status', { name: 'Loading...' })).toBeVisible();
    return await read(bare);
  } finally {
    await arriving.close();
  }
}

/** An image's address and box, to compare what the app draws with what the page arrived with. */
const imageOnScreen = async (image: Locator): Promise<ImageOnScreen> => ({
  src: await image.getAttribute('src'),
  box: await image.boundingBox(),
});
