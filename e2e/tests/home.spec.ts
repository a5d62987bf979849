import { expect, test } from '@playwright/test';
import { expectAppDrawsSplashImages, openPastGate } from './support';
import { signedInPlayer } from './auth-support';

test('home shows the seeded sections, three cards per view, and the footer blocks', async ({
  page,
}) => {
  await openPastGate(page, '/');
  for (const title of ['Hot Games', 'Slot', 'Live', 'Fishing']) {
    const section = page.getByRole('region', { name: title });
    await expect(section.getByRole('heading', { name: title })).toBeVisible();
    await expect(section.getByRole('button').first()).toBeVisible();
  }
  // Hidden on home.
  for (const title of ['Bingo', 'New Games', 'Board Game', 'Table Game']) {
    await expect(page.getByRole('region', { name: title })).toHaveCount(0);
  }

  // Three cards fit the row's view at 390 px.
  const slot = page.getByRole('region', { name: 'Slot' });
  // The cards themselves, not their favourite hearts (toggles, aria-pressed).
  const cards = slot.locator('button:not([aria-pressed])');
  expect(await cards.count()).toBeGreaterThan(3);
  for (let i = 0; i < 3; i += 1) await expect(cards.nth(i)).toBeInViewport({ ratio: 0.9 });
  await expect(cards.nth(3)).not.toBeInViewport({ ratio: 0.5 });

  await expect(page.getByRole('heading', { name: 'Follow Us' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Responsible Gaming' })).toBeVisible();
  await expect(page.getByRole('link', { name: /PAGCOR/ })).toBeVisible();
});

test('section arrows link to the hot list and to categories sorted by popularity', async ({
  page,
}) => {
  await openPastGate(page, '/');
  await page.getByRole('region', { name: 'Slot' }).getByRole('link', { name: 'Slot' }).click();
  await expect(page).toHaveURL(/\/s-game\/category\/3\?sort=Popular$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Slot' })).toBeVisible();

  await openPastGate(page, '/');
  await page
    .getByRole('region', { name: 'Hot Games' })
    .getByRole('link', { name: 'Hot Games' })
    .click();
  await expect(page).toHaveURL(/\/s-game\/sections\/hot$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hot Games' })).toBeVisible();
});

test('the page shows the first banner before its scripts run, where the lobby then draws it', async ({
  browser,
  page,
  baseURL,
}) => {
  const banner = page
    .getByRole('region', { name: 'Promotions' })
    .getByRole('group', { name: /^1 of / })
    .getByRole('img');
  await expectAppDrawsSplashImages({ browser, page, baseURL }, '/', banner, 1);
});

test('an anonymous player tapping a game is asked to log in', async ({ page }) => {
  await openPastGate(page, '/');
  await page.getByRole('region', { name: 'Slot' }).getByRole('button').first().click();
  await expect(page).toHaveURL(/action=login-otp-1/);
});

test('a brand host gets its own index with the page: the lobby draws it without asking', async ({
  page,
  baseURL,
}) => {
  const url = new URL(baseURL!);
  const indexCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/member/index')) indexCalls.push(request.url());
  });
  await page.goto(`http://luzon.localhost:${url.port}/`);
  // The header shows the brand's own logo (behind the terms gate, so hidden to assistive tech).
  await expect(page.getByRole('img', { name: 'PisoPlay', includeHidden: true })).toHaveAttribute(
    'src',
    /logo-luzon/,
  );
  await expect(page.getByRole('region', { name: 'Slot', includeHidden: true })).toBeVisible();
  expect(indexCalls).toEqual([]);
});

test('signed in, the header shows the balance and Deposit asks for KYC first', async ({
  page,
  request,
}) => {
  await signedInPlayer(page, request);
  await page.goto('/');
  // A new player has no money yet.
  await expect(page.getByText(/^Balance\s*₱\s*0\.00$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);

  // The reminder's opacity as it enters the page: opaque, its words readable from its first
  // frame (it used to fade in from nothing).
  const enteringOpacity = page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new MutationObserver((_, observer) => {
          const dialog = document.querySelector('[role="dialog"]');
          if (!dialog) return;
          observer.disconnect();
          resolve(getComputedStyle(dialog).opacity);
        }).observe(document.body, { childList: true, subtree: true });
      }),
  );
  await page.getByRole('button', { name: 'Deposit' }).click();
  const reminder = page.getByRole('dialog', {
    name: 'Please Complete Your KYC Account Vertification',
  });
  await expect(reminder).toBeVisible();
  expect(await enteringOpacity).toBe('1');
  await expect(
    reminder.getByText(
      "According to the regulator's regulations, you must complete the KYC certification process before you can use the wallet function!",
    ),
  ).toBeVisible();
  await reminder.getByRole('button', { name: 'Close' }).click();
  await expect(reminder).toBeHidden();

  await page.getByRole('button', { name: 'Deposit' }).click();
  await reminder.getByRole('button', { name: 'Go To KYC Verify Now' }).click();
  await expect(page).toHaveURL(/\/s-kyc$/);
});
