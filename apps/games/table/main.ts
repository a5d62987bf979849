import type {
  BaccaratOutcome,
  BaccaratSide,
  Card,
  SettledRound,
  TableRules,
} from '@pisoplay/contract/builtin-games';
import { post } from '../src/shared/api.ts';
import { money } from '../src/shared/money.ts';
import { createShell, el } from '../src/shared/shell.ts';
import { roundOutcome } from '../src/shared/outcome.ts';
import { SOUNDS } from '../src/shared/sound.ts';
import { TABLE_COPY as COPY } from './copy.ts';
import './table.css';

type Side = BaccaratSide;
type Deal = SettledRound<BaccaratOutcome>;

const SIDES: Record<Side, string> = COPY.sides;
const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];

const shell = await createShell({
  title: COPY.title,
  mainLabel: COPY.deal,
  rulesTitle: COPY.rulesTitle,
  describe: (round) =>
    COPY.record(
      SIDES[round.outcome.side as Side] ?? '',
      money(round.bet),
      SIDES[round.outcome.winner as Side] ?? '',
      String(round.outcome.playerTotal),
      String(round.outcome.bankerTotal),
    ),
});
const rules = shell.session?.rules as TableRules | undefined;
if (rules) {
  const pays = (side: Side) => `${((rules.returns[side] - 100) / 100).toString()}:1`;
  shell.rules.innerHTML =
    `<p>${COPY.rules}</p>` +
    `<table><thead><tr><th>${COPY.bet}</th><th>${COPY.pays}</th><th>RTP</th></tr></thead><tbody>` +
    (Object.keys(SIDES) as Side[])
      .map(
        (side) =>
          `<tr><td>${SIDES[side]}</td><td>${pays(side)}</td><td>${rules.rtp[side].toFixed(2)} %</td></tr>`,
      )
      .join('') +
    `</tbody></table>`;
}

let side: Side = 'banker';
const spots = (Object.keys(SIDES) as Side[]).map((name) => {
  const spot = el('button', {
    type: 'button',
    className: `spot ${name}`,
    textContent: SIDES[name],
  });
  spot.addEventListener('click', () => {
    side = name;
    SOUNDS.tick();
    showSpots();
  });
  return [name, spot] as const;
});
const showSpots = () =>
  spots.forEach(([name, spot]) => spot.setAttribute('aria-pressed', String(name === side)));
showSpots();
shell.extras.append(
  el(
    'div',
    { className: 'spots', role: 'group', ariaLabel: COPY.yourBet },
    ...spots.map(([, spot]) => spot),
  ),
);

const hand = (label: string) => {
  const cards = el('div', { className: 'cards' });
  const total = el('output', { className: 'total', textContent: '–' });
  const box = el(
    'div',
    { className: 'hand', role: 'group', ariaLabel: label },
    el('h3', { textContent: label }),
    total,
    cards,
  );
  return { box, cards, total };
};
const player = hand(SIDES.player);
const banker = hand(SIDES.banker);
shell.stage.append(el('div', { className: 'felt' }, player.box, banker.box));

const wait = (ms: number) =>
  new Promise((resolve) => setTimeout(resolve, shell.reducedMotion ? 0 : ms));
const value = (card: Card) => (card.rank >= 10 ? 0 : card.rank);
const cardNode = (card: Card) => {
  const red = card.suit === 1 || card.suit === 2;
  const node = el(
    'div',
    { className: `card${red ? ' red' : ''}`, role: 'img' },
    el('span', { textContent: RANKS[card.rank]! }),
    el('span', { textContent: SUITS[card.suit]! }),
  );
  node.setAttribute('aria-label', COPY.card(RANKS[card.rank] ?? '', COPY.suits[card.suit] ?? ''));
  return node;
};

shell.main.addEventListener('click', async () => {
  shell.main.disabled = true;
  shell.lock(true);
  spots.forEach(([, spot]) => (spot.disabled = true));
  shell.say('');
  for (const h of [player, banker]) {
    h.cards.replaceChildren();
    h.total.textContent = '–';
    h.box.classList.remove('winner');
  }
  const bet = shell.bet();
  shell.showBalance(shell.balance() - bet);
  try {
    const deal = await post<Deal>('table/deal', { bet, side });
    const { outcome } = deal;
    // Dealt in order: player, banker, player, banker, then the third cards.
    const order: [typeof player, Card[]][] = [
      [player, outcome.player.slice(0, 1)],
      [banker, outcome.banker.slice(0, 1)],
      [player, outcome.player.slice(1, 2)],
      [banker, outcome.banker.slice(1, 2)],
      [player, outcome.player.slice(2)],
      [banker, outcome.banker.slice(2)],
    ];
    for (const [h, cards] of order) {
      for (const card of cards) {
        h.cards.append(cardNode(card));
        const total = [...h.cards.children].length;
        const all = h === player ? outcome.player : outcome.banker;
        h.total.textContent = String(
          all.slice(0, total).reduce((sum, c) => sum + value(c), 0) % 10,
        );
        SOUNDS.card();
        await wait(380);
      }
    }
    if (outcome.winner !== 'tie')
      (outcome.winner === 'player' ? player : banker).box.classList.add('winner');
    const result = outcome.winner === 'tie' ? COPY.tie : COPY.sideWins(SIDES[outcome.winner]);
    const said = roundOutcome(bet, deal.win);
    if (said.kind === 'won') {
      SOUNDS.win();
      shell.say(`${result}! ${said.text}`, 'win');
    } else {
      if (said.kind === 'lost') SOUNDS.lose();
      shell.say(`${result}. ${said.text}`);
    }
    shell.roundSettled(deal);
  } catch (error) {
    shell.roundFailed(error, bet);
  } finally {
    shell.lock(false);
    spots.forEach(([, spot]) => (spot.disabled = false));
  }
});
