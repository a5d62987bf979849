import {
  SLOT_SYMBOLS,
  type SlotLineWin,
  type SlotOutcome,
  type SlotSymbol,
} from '@pisoplay/contract';
import type { RandomInt } from './random.ts';

/**
 * A 5-reel, 3-row video slot with 10 fixed paylines, a wild that stands in for every symbol but
 * the scatter, and a scatter that pays anywhere (docs/builtin-games.md). The bet is split evenly
 * over the lines; line pays are multiples of the line bet, scatter pays multiples of the bet.
 */
export const SLOT_WILD = 'wild' satisfies SlotSymbol;
export const SLOT_SCATTER = 'coin' satisfies SlotSymbol;

export const SLOT_REELS = 5;
export const SLOT_ROWS = 3;

/** Row (0 top, 2 bottom) of each reel for each payline, numbered from 1 in the paytable. */
export const SLOT_PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];

/** Line pays for 3, 4 and 5 in a row from the left, in line bets. */
export const SLOT_LINE_PAYS: Record<
  Exclude<SlotSymbol, 'coin'>,
  readonly [number, number, number]
> = {
  wild: [25, 100, 500],
  seven: [20, 80, 400],
  diamond: [10, 40, 150],
  bell: [6, 20, 80],
  star: [4, 12, 40],
  cherry: [2, 6, 21],
};

/** Scatter pays for 3, 4 and 5 coins anywhere, in total bets. */
export const SLOT_SCATTER_PAYS: readonly [number, number, number] = [2, 10, 50];

/** How many of each symbol every reel strip holds (the same strip on all five reels). */
export const SLOT_STRIP_COUNTS: Record<SlotSymbol, number> = {
  wild: 2,
  seven: 3,
  diamond: 4,
  bell: 6,
  star: 6,
  cherry: 8,
  coin: 1,
};

/** The return to player the strips and pays produce (exact: slotExactRtp), in percent. */
export const SLOT_RTP = 96.0;

/**
 * One reel strip: the symbols dealt out round-robin from the most to the least frequent, so no
 * symbol bunches up and the scatter never shows twice in one window.
 */
export function buildStrip(counts: Record<SlotSymbol, number> = SLOT_STRIP_COUNTS): SlotSymbol[] {
  const left = { ...counts };
  const strip: SlotSymbol[] = [];
  const order = [...SLOT_SYMBOLS].sort((a, b) => counts[b] - counts[a]);
  while (order.some((s) => left[s] > 0)) {
    for (const symbol of order) {
      if (left[symbol] > 0) {
        strip.push(symbol);
        left[symbol] -= 1;
      }
    }
  }
  return strip;
}

export const SLOT_STRIP = buildStrip();

/** A spin as the game API carries it (the contract's SlotOutcome). */
export type SlotSpin = SlotOutcome;

/**
 * What a line of symbols pays, in line bets, and as what: a run from the left of one symbol
 * with wilds standing in, or a run of wilds alone when that pays more.
 */
export function linePay(
  symbols: readonly SlotSymbol[],
): { symbol: SlotSymbol; count: number; pay: number } | null {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === SLOT_WILD) wilds += 1;
  const wildPay = wilds >= 3 ? SLOT_LINE_PAYS.wild[wilds - 3]! : 0;
  const target = symbols[wilds];
  let count = wilds;
  let pay = 0;
  if (target !== undefined && target !== SLOT_SCATTER) {
    while (count < symbols.length && (symbols[count] === target || symbols[count] === SLOT_WILD)) {
      count += 1;
    }
    pay = count >= 3 ? SLOT_LINE_PAYS[target][count - 3]! : 0;
  }
  if (wildPay > pay) return { symbol: SLOT_WILD, count: wilds, pay: wildPay };
  return pay > 0 && target !== undefined ? { symbol: target, count, pay } : null;
}

/** One spin: a uniform stop per reel, then every line and the scatter evaluated. */
export function spinSlot(random: RandomInt, strip: readonly SlotSymbol[] = SLOT_STRIP): SlotSpin {
  // Plain loops over small arrays: the RTP test spins a million times.
  const stops: number[] = [];
  for (let reel = 0; reel < SLOT_REELS; reel += 1) stops.push(random(strip.length));
  const grid: SlotSymbol[][] = [];
  let scatters = 0;
  for (let row = 0; row < SLOT_ROWS; row += 1) {
    const symbols: SlotSymbol[] = [];
    for (const stop of stops) {
      const symbol = strip[(stop + row) % strip.length]!;
      if (symbol === SLOT_SCATTER) scatters += 1;
      symbols.push(symbol);
    }
    grid.push(symbols);
  }
  const lineWins: SlotLineWin[] = [];
  const line: SlotSymbol[] = [];
  SLOT_PAYLINES.forEach((rows, index) => {
    for (let reel = 0; reel < SLOT_REELS; reel += 1) line[reel] = grid[rows[reel]!]![reel]!;
    const win = linePay(line);
    if (win) lineWins.push({ line: index + 1, ...win });
  });
  const pay = scatters >= 3 ? SLOT_SCATTER_PAYS[Math.min(scatters, 5) - 3]! : 0;
  return { stops, grid, lineWins, scatter: { count: scatters, pay } };
}

export function slotPayout(spin: SlotSpin, bet: number): number {
  const lineBet = bet / SLOT_PAYLINES.length;
  const linePays = spin.lineWins.reduce((sum, win) => sum + win.pay, 0);
  return lineBet * linePays + bet * spin.scatter.pay;
}

/**
 * The exact return to player, in percent: every line sees each reel's symbols with the strip's
 * frequencies (all lines alike, so one line's expectation is the lines' share), and the scatter
 * shows on a reel in 3 windows per scatter stop.
 */
export function slotExactRtp(strip: readonly SlotSymbol[] = SLOT_STRIP): number {
  const p = new Map<SlotSymbol, number>();
  for (const s of strip) p.set(s, (p.get(s) ?? 0) + 1 / strip.length);
  const symbols = [...p.keys()];
  let line = 0;
  const walk = (reel: number, chosen: SlotSymbol[], weight: number) => {
    if (reel === SLOT_REELS) {
      line += weight * (linePay(chosen)?.pay ?? 0);
      return;
    }
    for (const s of symbols) walk(reel + 1, [...chosen, s], weight * p.get(s)!);
  };
  walk(0, [], 1);
  // Chance a reel's window shows the scatter (never twice: the strip spaces them out).
  const q = SLOT_ROWS * (p.get(SLOT_SCATTER) ?? 0);
  let scatter = 0;
  for (let k = 3; k <= SLOT_REELS; k += 1) {
    const ways = binomial(SLOT_REELS, k);
    scatter += ways * q ** k * (1 - q) ** (SLOT_REELS - k) * SLOT_SCATTER_PAYS[k - 3]!;
  }
  return 100 * (line + scatter);
}

function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return result;
}
