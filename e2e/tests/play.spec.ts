import { createHmac, randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { operatorCalls } from '@pisoplay/contract';
import { asOperator, setKycStatusAsOperator, signUp } from './auth-support';

const GAME_SECRET = process.env.E2E_GAME_SECRET!;

/** A game server's call to the seamless wallet, signed as docs/seamless-wallet.md says. */
async function wallet(request: APIRequestContext, action: string, body: object) {
  const raw = JSON.stringify({ ...body, timestamp: Date.now() });
  const response = await request.post(`/provider/wallet/${action}`, {
    headers: {
      'content-type': 'application/json',
      'x-provider-id': 'builtin',
      'x-signature': `sha256=${createHmac('sha256', GAME_SECRET).update(raw).digest('hex')}`,
    },
    data: raw,
  });
  const reply = (await response.json()) as Record<string, unknown> & { status: string };
  expect(reply.status, `${action} ${JSON.stringify(reply)}`).toBe('OK');
  return reply;
}

/** A player allowed to play (spec 4.3: test accounts are allowed everything) holding ₱500. */
async function playerWithMoney(page: Page, request: APIRequestContext) {
  const phone = await signUp(page, request);
  await setKycStatusAsOperator(request, phone, 'test_account');
  const operator = await asOperator(request);
  const { uid } = await operator(operatorCalls.adminMemberFind, { country_code: '63', phone });
  await operator(operatorCalls.adminLedgerAdjust, { uid, amount: '500', reason: 'browser test' });
}

test('favourites survive a reload and fill the Favorite section', async ({ page, request }) => {
  await signUp(page, request);
  await page.goto('/s-game/category/3?sort=Popular');
  const first = page.getByRole('list', { name: 'Games' }).getByRole('listitem').first();
  const name = await first.locator('button:not([aria-pressed])').getAttribute('aria-label');
  await first.getByRole('button', { name: `Add ${name} to favourites` }).click();
  await expect(
    first.getByRole('button', { name: `Remove ${name} from favourites` }),
  ).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  const again = page.getByRole('list', { name: 'Games' }).getByRole('listitem').first();
  await expect(again.getByRole('button', { name: `Remove ${name} from favourites` })).toBeVisible();

  await page.goto('/s-game/sections/favorite');
  const favorites = page.getByRole('list', { name: 'Favorite' });
  await expect(favorites.getByRole('button', { name: name!, exact: true })).toBeVisible();
});

test('a verified player launches a game; rounds the game plays land in the bet record', async ({
  page,
  request,
}) => {
  await playerWithMoney(page, request);
  // The game itself is the provider's page (another branch builds the built-in ones): a stand-in
  // that only posts the balance message keeps its launch token for this test to use.
  await page.route('**/games/builtin/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>game</title>' }),
  );

  await page.goto('/');
  const slots = page.getByRole('region', { name: 'Slot' });
  const card = slots.getByRole('listitem').first().locator('button:not([aria-pressed])');
  const name = await card.getAttribute('aria-label');
  await card.click();
  await expect(page).toHaveURL(/\/s-game-page\//);
  const frame = page.getByTitle(/ game$/);
  await expect(frame).toHaveAttribute('src', /^\/games\/builtin\/\w+\/\?token=/);
  await expect(page.getByRole('note')).toHaveText('Playing in public places is prohibited.');
  await expect(page.getByRole('status', { name: 'Balance' })).toHaveText('₱500.00');

  // The game's server: authenticate with the launch token, then two rounds.
  const src = (await frame.getAttribute('src'))!;
  const launch = new URL(src, 'http://game');
  const gameCode = launch.searchParams.get('game')!;
  const session = await wallet(request, 'authenticate', {
    token: launch.searchParams.get('token'),
    game_code: gameCode,
  });
  const ids = { session_id: session.session_id, player_id: session.player_id, game_code: gameCode };
  for (const [bet, won] of [
    [10_000, 25_000],
    [5_000, 0],
  ] as const) {
    const round = randomUUID();
    await wallet(request, 'bet', {
      ...ids,
      transaction_id: randomUUID(),
      round_id: round,
      amount: bet,
    });
    await wallet(request, 'win', {
      ...ids,
      transaction_id: randomUUID(),
      round_id: round,
      amount: won,
      round_closed: true,
    });
  }
  await page
    .frameLocator('iframe')
    .locator('title')
    .evaluate(() => window.parent.postMessage({ source: 'pisoplay-game', type: 'balance' }, '*'));
  await expect(page.getByRole('status', { name: 'Balance' })).toHaveText('₱600.00');

  await page.goto('/bet-record');
  const rows = page.getByRole('list', { name: 'Bet Record' }).getByRole('link');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('-50.00');
  await expect(rows.nth(1)).toContainText('+150.00');
  await expect(rows.first()).toContainText(name!);
  await rows.nth(1).click();
  await expect(page.getByRole('heading', { name: 'Bet Details' })).toBeVisible();
  await expect(page.getByText('₱250.00').first()).toBeVisible();
});
