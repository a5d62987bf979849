import type { SettledRound, SlotOutcome, SlotRules } from '@pisoplay/contract/builtin-games';
import { post } from '../src/shared/api.ts';
import { money } from '../src/shared/money.ts';
import { createShell, el } from '../src/shared/shell.ts';
import { roundOutcome } from '../src/shared/outcome.ts';
import { SOUNDS } from '../src/shared/sound.ts';
import { SLOT_COPY as COPY, symbolName } from './copy.ts';
import { SYMBOL_ART, symbolSvg } from './symbols.ts';
import './slot.css';

type Spin = SettledRound<SlotOutcome>;
const SYMBOLS = Object.keys(SYMBOL_ART);
const REELS = 5;
const ROWS = 3;

const shell = await createShell({
  title: COPY.title,
  mainLabel: COPY.spin,
  rulesTitle: COPY.paytable,
  describe: (round) =>
    COPY.record(money(round.bet), (round.outcome.lineWins as unknown[] | undefined)?.length ?? 0),
});

const random = () => SYMBOLS[Math.floor(Math.random() * SYMBOLS.length)]!;

/** Shows a symbol in a cell, named for screen readers (and tests) only once it has landed. */
function show(cell: HTMLElement, symbol: string, landed: boolean) {
  cell.innerHTML = symbolSvg(symbol);
  if (landed) cell.setAttribute('aria-label', symbolName(symbol));
}

const cells: HTMLElement[][] = [];
const reels = Array.from({ length: REELS }, (_, reel) => {
  const strip = el('div', { className: 'strip' });
  cells[reel] = Array.from({ length: ROWS }, () => {
    const cell = el('div', { className: 'cell', role: 'img' });
    show(cell, random(), true);
    strip.append(cell);
    return cell;
  });
  return el('div', { className: 'reel', role: 'group', ariaLabel: COPY.reel(reel + 1) }, strip);
});
const board = el('div', { className: 'reels', role: 'group', ariaLabel: COPY.reels }, ...reels);
shell.stage.append(board);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Spins the reels for show while the server decides; each reel stops on its result in turn and
 * is never drawn again: the shuffle redraws only the reels still spinning, so what the reels
 * show at rest is exactly the round the server settled.
 */
async function animate(result: Promise<Spin>) {
  board.querySelectorAll('.hit').forEach((cell) => cell.classList.remove('hit'));
  const spinning = new Set(reels.keys());
  board.setAttribute('aria-busy', 'true');
  if (!shell.reducedMotion) reels.forEach((reel) => reel.classList.add('spinning'));
  const shuffle = setInterval(() => {
    for (const reel of spinning) for (const cell of cells[reel]!) show(cell, random(), false);
  }, 70);
  try {
    const spin = await result;
    await wait(shell.reducedMotion ? 0 : 350);
    for (let reel = 0; reel < REELS; reel += 1) {
      spinning.delete(reel);
      for (let row = 0; row < ROWS; row += 1) {
        show(cells[reel]![row]!, spin.outcome.grid[row]![reel]!, true);
      }
      reels[reel]!.classList.remove('spinning');
      SOUNDS.tick();
      if (!shell.reducedMotion) await wait(160);
    }
    return spin;
  } finally {
    clearInterval(shuffle);
    board.removeAttribute('aria-busy');
    reels.forEach((reel) => reel.classList.remove('spinning'));
  }
}

const rules = shell.session?.rules as SlotRules | undefined;
const PAYLINES = rules?.paylines ?? [];
if (rules) {
  shell.rules.innerHTML =
    `<p>${COPY.rules({ paylines: PAYLINES.length, machine: rules.machine, scatter: rules.scatterPays, rtp: rules.rtp.toFixed(2) })}</p>` +
    `<table><thead><tr><th>${COPY.symbol}</th><th>×3</th><th>×4</th><th>×5</th></tr></thead><tbody>` +
    Object.entries(rules.linePays)
      .map(
        ([symbol, pays]) =>
          `<tr><td><span class="pay-icon">${symbolSvg(symbol)}</span> ${symbolName(symbol)}</td>${pays.map((pay) => `<td>${pay}</td>`).join('')}</tr>`,
      )
      .join('') +
    `</tbody></table><p>${COPY.linePays(PAYLINES.length)}</p>`;
}

shell.main.addEventListener('click', async () => {
  shell.main.disabled = true;
  shell.lock(true);
  shell.say('');
  SOUNDS.start();
  const bet = shell.bet();
  // The stake leaves the balance as the reels start, as on a cabinet.
  shell.showBalance(shell.balance() - bet);
  try {
    const spin = await animate(post<Spin>('slot/spin', { bet }));
    for (const win of spin.outcome.lineWins) {
      PAYLINES[win.line - 1]!.slice(0, win.count).forEach((row, reel) =>
        cells[reel]![row]!.classList.add('hit'),
      );
    }
    if (spin.outcome.scatter.pay) {
      spin.outcome.grid.forEach((row, r) =>
        row.forEach((symbol, reel) => symbol === 'coin' && cells[reel]![r]!.classList.add('hit')),
      );
    }
    const said = roundOutcome(bet, spin.win);
    const lines = spin.outcome.lineWins.map((w) =>
      COPY.lineWin(w.line, w.count, symbolName(w.symbol)),
    );
    if (spin.outcome.scatter.pay) lines.push(COPY.coins(spin.outcome.scatter.count));
    const detail = lines.length > 0 ? ` ${lines.slice(0, 3).join(', ')}` : '';
    if (said.kind === 'won') {
      (spin.win >= bet * 10 ? SOUNDS.bigWin : SOUNDS.win)();
      shell.say(`${said.text}${detail}`, 'win');
    } else {
      if (said.kind === 'lost') SOUNDS.lose();
      shell.say(`${said.text}${detail}`);
    }
    shell.roundSettled(spin);
  } catch (error) {
    shell.roundFailed(error, bet);
  } finally {
    shell.lock(false);
  }
});
