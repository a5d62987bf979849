import { expect, test } from '@playwright/test';
import { openPastGate } from './support';

type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
};

/** Width and height from a PNG's header (IHDR). */
const pngSize = (bytes: Buffer) => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;

test('the web manifest is valid and its icons are reachable', async ({ page, request }) => {
  await page.goto('/s-download');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/application\/manifest\+json/);
  const manifest = (await response.json()) as Manifest;
  expect(manifest).toMatchObject({
    name: 'PisoPlay',
    display: 'standalone',
    theme_color: '#0b0925',
  });
  expect(new URL(manifest.start_url, 'http://x').pathname).toBe('/');
  const sizes = new Set<string>();
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    expect(pngSize(await image.body())).toBe(icon.sizes);
    sizes.add(`${icon.sizes} ${icon.purpose ?? 'any'}`);
  }
  expect([...sizes].sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('registers after the page has loaded and controls the page after a reload', async ({
    page,
  }) => {
    await page.goto('/');
    const scope = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.scope;
    });
    expect(new URL(scope).pathname).toBe('/');
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''))
      .toMatch(/\/sw\.js$/);

    // It keeps the shell and hashed assets, never API replies.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls.map((url) => new URL(url).pathname);
    });
    expect(cached).toContain('/');
    expect(cached.some((path) => path.startsWith('/assets/'))).toBe(true);
    expect(
      cached.filter((path) => /^\/(member|finance|promo|game|api|admin|sim)\//.test(path)),
    ).toEqual([]);
  });
});

test('the download page gives the Android steps, and the iPhone steps on an iPhone', async ({
  page,
  browser,
}) => {
  await openPastGate(page, '/s-download');
  await expect(page.getByRole('heading', { name: 'PisoPlay on your home screen' })).toBeVisible();
  const android = page.getByRole('region', { name: 'Android (Chrome)' });
  await expect(android.getByRole('list', { name: 'Android (Chrome)' })).toBeVisible();
  await expect(android.getByText("Tap 'Install app' or 'Add to Home screen'.")).toBeVisible();

  const iphone = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  });
  const ios = await iphone.newPage();
  await openPastGate(ios, '/s-download');
  const steps = ios.getByRole('list', { name: 'iPhone and iPad (Safari)' }).first();
  await expect(steps.getByText("Scroll down and tap 'Add to Home Screen'.")).toBeVisible();
  await iphone.close();
});
