import { expect, test, type FrameLocator, type Page, type Response } from '@playwright/test';
import { operatorCalls } from '@pisoplay/contract';
import { asOperator, creditCash, signedInPlayer, uidOf } from './auth-support';
import { firstGameCard, screenshot } from './support';

// Issue 21: what every built-in game draws is exactly the round the server settled, round after
// round, with the animations on (the slot's shuffle used to redraw reels that had stopped).
test.use({ reducedMotion: 'no-preference' });

const ROUNDS = 10;

/** A signed-in player the operator lets play (test account) with 5,000 pesos. */
async function fundedPlayer(page: Page, request: Parameters<typeof uidOf>[0]) {
  const phone = await signedInPlayer(page, request);
  const uid = await uidOf(request, phone);
  const operator = await asOperator(request, 'compliance');
  await operator(operatorCalls.adminMemberStatus, {
    uid,
    kyc_status: 'test_account',
    reason: 'browser test of game rounds',
  });
  await creditCash(request, uid, '5000', 'browser test of game rounds');
}

/** Opens the first game of a lobby list and answers its frame. */
async function openFirstGame(page: Page, listUrl: string, list: string): Promise<FrameLocator> {
  await page.goto(listUrl);
  const region =
    list === 'Games'
      ? page.getByRole('list', { name: list })
      : page.getByRole('region', { name: list });
  await firstGameCard(region).click();
  await expect(page).toHaveURL(/\/s-game-page\//);
  const game = page.frameLocator('iframe');
  await expect(game.getByRole('button', { name: 'Mute' })).toBeVisible();
  return game;
}

const answered = (page: Page, path: RegExp) =>
  page.waitForResponse((response: Response) => path.test(response.url()) && response.ok());

test('the slot’s reels at rest are the grid the server paid, every spin', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await fundedPlayer(page, request);
  const game = await openFirstGame(page, '/', 'Slot');
  const spin = game.getByRole('button', { name: 'Spin' });
  for (let round = 0; round < ROUNDS; round += 1) {
    const reply = answered(page, /\/games\/builtin\/api\/slot\/spin$/);
    await spin.click();
    const { outcome } = (await (await reply).json()) as { outcome: { grid: string[][] } };
    await expect(spin).toBeEnabled({ timeout: 20_000 });
    await expect(game.getByRole('group', { name: 'Reels' })).not.toHaveAttribute('aria-busy');
    // Past the last shuffle tick: a reel redrawn after stopping would show here.
    await page.waitForTimeout(200);
    for (let reel = 0; reel < 5; reel += 1) {
      const shown = await game
        .getByRole('group', { name: `Reel ${reel + 1}` })
        .getByRole('img')
        .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label') ?? ''));
      const drawn = shown.map((label) => label.split(' ')[0]!.toLowerCase());
      expect(drawn, `spin ${round + 1}, reel ${reel + 1}`).toEqual(
        outcome.grid.map((row) => row[reel]),
      );
    }
  }
  await screenshot(page, 'game-rounds-slot');
});

// Two slot titles the seed gives different machines (a fruit title and a sevens title): each
// shows its own paytable, and pays every spin by the paytable it shows.
const SLOT_TITLES = [
  { code: 'pns_sacred_fruits', machine: 'Fruit Stand' },
  { code: 'pns_fortune_eagle', machine: 'Lucky Sevens' },
];

test('each slot title shows its own machine’s paytable and pays by it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await fundedPlayer(page, request);
  const tables: string[][][] = [];
  for (const { code, machine } of SLOT_TITLES) {
    const session = answered(page, /\/games\/builtin\/api\/session$/);
    await page.goto(`/s-game-page/${code}`);
    const { rules } = (await (await session).json()) as {
      rules: { machine: string; linePays: Record<string, number[]>; scatterPays: number[] };
    };
    expect(rules.machine).toBe(machine);
    const game = page.frameLocator('iframe');
    const paytable = game.getByRole('table');
    await expect(game.getByText(`${machine}: wild stands in`)).toBeVisible();
    const rows = await paytable
      .getByRole('row')
      // A cell's own text, without the symbol icon's (its SVG is aria-hidden).
      .evaluateAll((trs) =>
        trs
          .slice(1)
          .map((tr) =>
            [...tr.querySelectorAll('td')].map((td) => td.lastChild!.textContent!.trim()),
          ),
      );
    const labels: Record<string, string> = {
      wild: 'Wild',
      seven: 'Seven',
      diamond: 'Diamond',
      bell: 'Bell',
      star: 'Star',
      cherry: 'Cherry',
    };
    expect(rows).toEqual(
      Object.entries(rules.linePays).map(([symbol, pays]) => [labels[symbol], ...pays.map(String)]),
    );
    tables.push(rows);

    const spin = game.getByRole('button', { name: 'Spin' });
    for (let round = 0; round < 4; round += 1) {
      const reply = answered(page, /\/games\/builtin\/api\/slot\/spin$/);
      await spin.click();
      const { win, bet, outcome } = (await (await reply).json()) as {
        win: number;
        bet: number;
        outcome: {
          lineWins: { symbol: string; count: number }[];
          scatter: { count: number; pay: number };
        };
      };
      await expect(spin).toBeEnabled({ timeout: 20_000 });
      // What the round paid, read from the paytable on screen: line pays in line bets.
      const fromTable = outcome.lineWins.reduce((sum, lineWin) => {
        const row = rows.find(([label]) => label === labels[lineWin.symbol])!;
        return sum + Number(row[lineWin.count - 2]) * (bet / 10);
      }, bet * outcome.scatter.pay);
      expect(win, `${machine}, spin ${round + 1}`).toBe(fromTable);
    }
  }
  expect(tables[0]).not.toEqual(tables[1]);
  await screenshot(page, 'game-rounds-slot-machines');
});

test('baccarat deals on the table exactly the cards of the round', async ({ page, request }) => {
  test.setTimeout(120_000);
  await fundedPlayer(page, request);
  const game = await openFirstGame(page, '/s-game/category/5?sort=Popular', 'Games');
  const deal = game.getByRole('button', { name: 'Deal' });
  const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  const SUITS = ['spades', 'hearts', 'diamonds', 'clubs'];
  type Card = { rank: number; suit: number };
  for (let round = 0; round < ROUNDS; round += 1) {
    const reply = answered(page, /\/games\/builtin\/api\/table\/deal$/);
    await deal.click();
    const { outcome } = (await (await reply).json()) as {
      outcome: { player: Card[]; banker: Card[]; playerTotal: number; bankerTotal: number };
    };
    await expect(deal).toBeEnabled({ timeout: 20_000 });
    for (const [hand, cards, total] of [
      ['Player', outcome.player, outcome.playerTotal],
      ['Banker', outcome.banker, outcome.bankerTotal],
    ] as const) {
      const box = game.getByRole('group', { name: hand, exact: true });
      await expect(box.getByRole('img')).toHaveCount(cards.length);
      expect(
        await box.getByRole('img').evaluateAll((nodes) => nodes.map((n) => n.ariaLabel)),
        `deal ${round + 1}, ${hand}`,
      ).toEqual(cards.map((card) => `${RANKS[card.rank]} of ${SUITS[card.suit]}`));
      await expect(box.getByRole('status')).toHaveText(String(total));
    }
  }
  await screenshot(page, 'game-rounds-baccarat');
});

test('the crash game stops at the multiplier the server settled', async ({ page, request }) => {
  test.setTimeout(150_000);
  await fundedPlayer(page, request);
  const game = await openFirstGame(page, '/', 'Fishing');
  const bet = game.getByRole('button', { name: 'Bet', exact: true });
  const readout = game.getByRole('status', { name: 'Multiplier' });
  // A tap on Cash out as the round crashes must not bet again: one bet a round, no more.
  let bets = 0;
  page.on('request', (request) => {
    if (/\/games\/builtin\/api\/crash\/bet$/.test(request.url())) bets += 1;
  });
  type Round = {
    roundId: string;
    state: string;
    point: number | null;
    cashedOutAt: number | null;
  };
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = answered(page, /\/games\/builtin\/api\/crash\/bet$/).then(
      async (response) => (await response.json()) as Round,
    );
    // This round's end (a long poll of an earlier round may still answer meanwhile).
    const ended = page.waitForResponse(async (response) => {
      if (!/\/games\/builtin\/api\/crash\/(cashout|round\/)/.test(response.url())) return false;
      const body = (await response.json()) as Round;
      return body.roundId === (await started).roundId && body.state !== 'running';
    });
    // Not waited for when the round crashed before it flew.
    ended.catch(() => undefined);
    await bet.click();
    const first = await started;
    // Cash out at once on even rounds, a little later on odd ones (a round may crash first).
    if (first.state === 'running') {
      if (round % 2 === 1) await page.waitForTimeout(900);
      await game
        .getByRole('button', { name: 'Cash out' })
        .click({ timeout: 5_000 })
        .catch(() => undefined);
    }
    const result = first.state === 'running' ? ((await (await ended).json()) as Round) : first;
    await expect(bet).toBeEnabled({ timeout: 60_000 });
    const shown =
      result.state === 'cashed_out'
        ? `${((result.cashedOutAt ?? 0) / 100).toFixed(2)}×`
        : `Crashed at ${(Math.max(result.point ?? 100, 100) / 100).toFixed(2)}×`;
    await expect(readout, `round ${round + 1}`).toHaveText(shown);
    expect(bets, `bets by round ${round + 1}`).toBe(round + 1);
  }
  await screenshot(page, 'game-rounds-crash');
});
