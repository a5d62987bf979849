import { expect, test, type Locator, type Page } from '@playwright/test';
import { operatorCalls } from '@pisoplay/contract';
import { asOperator, signedInPlayer } from './auth-support';
import { approvedKycPlayer } from './kyc-support';
import {
  depositThroughCheckout,
  homeBalance,
  setMysteryBoxAside,
  shownCentavos,
} from './money-support';
import { firstGameCard, screenshot } from './support';

test('favourites survive a reload and fill the Favorite section', async ({ page, request }) => {
  await signedInPlayer(page, request);
  await page.goto('/s-game/category/3?sort=Popular');
  const first = page.getByRole('list', { name: 'Games' }).getByRole('listitem').first();
  const name = (await first.locator('button:not([aria-pressed])').textContent())!.trim();
  await first.getByRole('button', { name: `Add ${name} to favourites` }).click();
  await expect(
    first.getByRole('button', { name: `Remove ${name} from favourites` }),
  ).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  const again = page.getByRole('list', { name: 'Games' }).getByRole('listitem').first();
  await expect(again.getByRole('button', { name: `Remove ${name} from favourites` })).toBeVisible();

  await page.goto('/s-game/sections/favorite');
  const favorites = page.getByRole('list', { name: 'Favorite' });
  await expect(favorites.getByRole('button', { name, exact: true })).toBeVisible();
});

/** The balance on the game page: the page's own, the one balance a player sees there. */
const appBalance = (page: Page) => page.getByRole('status', { name: 'Balance' });

/**
 * Taps a game card in a list and lands on its game page with the real built-in game inside:
 * one header (the page's, with the game's name and the balance), none in the frame.
 */
async function openGame(page: Page, list: Locator): Promise<string> {
  const card = firstGameCard(list);
  const name = (await card.textContent())!.trim();
  await card.click();
  await expect(page).toHaveURL(/\/s-game-page\//);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('note')).toHaveText('Playing in public places is prohibited.');
  const game = page.frameLocator('iframe');
  await expect(game.getByRole('button', { name: 'Mute' })).toBeVisible();
  await expect(game.getByRole('heading', { level: 1 })).toHaveCount(0);
  await expect(game.getByRole('status', { name: 'Balance' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('status', { name: 'Balance' })).toHaveCount(1);
  return name;
}

/**
 * Plays rounds (each returns once the game is ready for the next) until the page's balance
 * moves, as the game tells it after every round; answers how many.
 */
async function playUntilBalanceMoves(page: Page, playRound: () => Promise<void>) {
  const before = await appBalance(page).textContent();
  const history = page
    .frameLocator('iframe')
    .getByRole('list', { name: 'Round history' })
    .getByRole('listitem');
  let rounds = 0;
  while (rounds < 6) {
    await playRound();
    rounds += 1;
    await expect(history).toHaveCount(rounds, { timeout: 20_000 });
    const moved = await expect
      .poll(() => appBalance(page).textContent(), { timeout: 3_000 })
      .not.toBe(before)
      .then(
        () => true,
        () => false,
      );
    if (moved) break;
  }
  return rounds;
}

/** A peso amount as the app shows it ('₱1,234.50', '-₱19.70') in centavos. */
function centavos(shown: string): number | null {
  expect(shown.trim()).toMatch(/^-?₱\s*[\d,]+\.\d{2}$/);
  return shownCentavos(shown);
}

test('a verified player deposits, plays a slot, a fishing game and baccarat from the lobby; every round is in the bet record and the ledger reconciles', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  // KYC approved by an operator, then ₱500 through the deposit sheet and the checkout page.
  await approvedKycPlayer(page, request);
  await depositThroughCheckout(page, '500');
  await setMysteryBoxAside(page);

  await page.goto('/');
  const slot = await openGame(page, page.getByRole('region', { name: 'Slot' }));
  await expect(appBalance(page)).toHaveText('₱500.00');
  const game = page.frameLocator('iframe');
  let rounds = await playUntilBalanceMoves(page, async () => {
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled({ timeout: 20_000 });
  });
  await screenshot(page, 'play-slot');

  await page.goto('/');
  const fishing = await openGame(page, page.getByRole('region', { name: 'Fishing' }));
  rounds += await playUntilBalanceMoves(page, async () => {
    await game.getByRole('button', { name: 'Bet', exact: true }).click();
    // Cash out as soon as the round runs; a crash at 1.00× settles it as a loss all the same.
    const cashOut = game.getByRole('button', { name: 'Cash out' });
    await cashOut.click({ timeout: 5_000 }).catch(() => undefined);
    await expect(game.getByRole('button', { name: 'Bet', exact: true })).toBeEnabled({
      timeout: 20_000,
    });
  });
  await screenshot(page, 'play-fishing');

  await page.goto('/s-game/category/5?sort=Popular');
  const baccarat = await openGame(page, page.getByRole('list', { name: 'Games' }));
  rounds += await playUntilBalanceMoves(page, async () => {
    await game.getByRole('button', { name: 'Player', exact: true }).click();
    await game.getByRole('button', { name: 'Deal' }).click();
    await expect(game.getByRole('button', { name: 'Deal' })).toBeEnabled({ timeout: 20_000 });
  });
  await screenshot(page, 'play-baccarat');

  // Every round, of each of the three games, is in the bet record.
  await page.goto('/bet-record');
  const records = page.getByRole('list', { name: 'Bet Record' }).getByRole('link');
  await expect(records).toHaveCount(rounds);
  for (const name of [slot, fishing, baccarat]) {
    await expect(records.filter({ hasText: name }).first()).toBeVisible();
  }
  await screenshot(page, 'play-bet-record');
  // The wallet is the deposit plus the rounds' net, and the ledger proves itself.
  const netTotal = page
    .getByRole('term')
    .filter({ hasText: /^Net$/ })
    .locator('xpath=following-sibling::dd[1]');
  const net = centavos((await netTotal.textContent())!)!;
  await page.goto('/');
  const balance = async () =>
    centavos((await homeBalance(page).textContent())!.replace(/^Balance\s*/, ''));
  // The header shows the spec's default ('0') until the wallet arrives.
  await expect.poll(balance).toBe(500_00 + net);
  const operator = await asOperator(request, 'risk');
  expect(await operator(operatorCalls.adminLedgerCheck, {})).toMatchObject({
    ok: true,
    total: 0,
    mismatched: [],
  });
});
