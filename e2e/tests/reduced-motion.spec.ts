import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { openPastGate, screenshot } from './support';

// Issue 28: every animation of the players' app honours `prefers-reduced-motion: reduce` (one
// rule in apps/web/src/styles.css, and the banners stop turning by themselves). Checked on the
// page's loading spinner and the home banner, once with the preference and once without, so the
// test would see an animation that ignored it.

/** How many of an element's animations and transitions (its own and its children's) still run. */
const runningAnimations = (element: Locator): Promise<number> =>
  element.evaluate(
    (node) => node.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length,
  );

type SpinnerFixtures = {
  browser: Browser;
  page: Page;
  baseURL: string | undefined;
  reducedMotion: 'reduce' | 'no-preference' | null | undefined;
};

/**
 * The page's loading spinner, as a slow phone shows it before any script has run: the page
 * opened with scripts off (its splash stays), in the motion preference of the test's page.
 */
async function splashSpinner({ browser, page, baseURL, reducedMotion }: SpinnerFixtures) {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: page.viewportSize(),
    reducedMotion,
  });
  const bare = await context.newPage();
  await bare.goto('/');
  const spinner = bare.getByRole('status', { name: 'Loading...' });
  await expect(spinner).toBeVisible();
  return { spinner, close: () => context.close() };
}

/** The home banner and the visible dot of its first "Go to slide" button. */
async function homeBanner(page: Page) {
  await openPastGate(page, '/');
  const banner = page.getByRole('region', { name: 'Promotions' });
  const firstDot = banner.getByRole('button', { name: 'Go to slide 1' });
  await expect(firstDot).toHaveAttribute('aria-current', 'true');
  return { banner, firstDot, dot: firstDot.locator('span') };
}

test.describe('with reduced motion asked for', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the loading spinner does not turn', async ({ browser, page, baseURL, reducedMotion }) => {
    const { spinner, close } = await splashSpinner({ browser, page, baseURL, reducedMotion });
    await expect.poll(() => runningAnimations(spinner)).toBe(0);
    expect(await spinner.evaluate((node) => getComputedStyle(node).animationIterationCount)).toBe(
      '1',
    );
    await close();
  });

  test('the home banner neither turns nor animates its dots', async ({ page }) => {
    const { banner, firstDot, dot } = await homeBanner(page);
    expect(await dot.evaluate((node) => getComputedStyle(node).transitionDuration)).toBe('0s');
    await screenshot(page, 'home-banner-dots');
    await banner.getByRole('button', { name: 'Go to slide 2' }).click();
    await expect(banner.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(await runningAnimations(banner)).toBe(0);
    // Longer than the banners' autoplay interval (4 s): still on the slide the player chose.
    await firstDot.click();
    await page.waitForTimeout(5_000);
    await expect(firstDot).toHaveAttribute('aria-current', 'true');
  });
});

test.describe('without a motion preference', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the loading spinner turns', async ({ browser, page, baseURL, reducedMotion }) => {
    const { spinner, close } = await splashSpinner({ browser, page, baseURL, reducedMotion });
    expect(await runningAnimations(spinner)).toBeGreaterThan(0);
    expect(await spinner.evaluate((node) => getComputedStyle(node).animationIterationCount)).toBe(
      'infinite',
    );
    await close();
  });

  test('the home banner turns by itself and animates its dots', async ({ page }) => {
    const { banner, dot } = await homeBanner(page);
    expect(await dot.evaluate((node) => getComputedStyle(node).transitionDuration)).toBe('0.3s');
    await expect(banner.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
      { timeout: 15_000 },
    );
  });
});
