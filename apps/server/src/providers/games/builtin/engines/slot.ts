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

/** A spin as the game API carries it (the contract's SlotOutcome). */
export type SlotSpin = SlotOutcome;

type Pays = readonly [number, number, number];

/**
 * One slot machine: how many of each symbol its reel strip holds (the same strip on all five
 * reels), what a line of 3, 4 or 5 pays in line bets, what 3, 4 or 5 scatters pay in total
 * bets, and its return to player (exact: slotExactRtp; a test holds the two within 0.01).
 */
export type SlotMachine = {
  id: string;
  name: string;
  counts: Record<SlotSymbol, number>;
  linePays: Record<Exclude<SlotSymbol, 'coin'>, Pays>;
  scatterPays: Pays;
  rtp: number;
  /** The strip built from `counts`. */
  strip: readonly SlotSymbol[];
};

/**
 * One reel strip: the symbols dealt out round-robin from the most to the least frequent, so no
 * symbol bunches up and the scatter never shows twice in one window.
 */
export function buildStrip(counts: Record<SlotSymbol, number>): SlotSymbol[] {
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

const machine = (m: Omit<SlotMachine, 'strip'>): SlotMachine => ({
  ...m,
  strip: buildStrip(m.counts),
});

/**
 * The built-in machines: the same ten lines and symbols, different reels and paytables, so each
 * plays differently (docs/builtin-games.md says which titles play which).
 */
export const SLOT_MACHINES: readonly SlotMachine[] = [
  machine({
    id: 'classic',
    name: 'Classic',
    counts: { wild: 2, seven: 3, diamond: 4, bell: 6, star: 6, cherry: 8, coin: 1 },
    linePays: {
      wild: [25, 100, 500],
      seven: [20, 80, 400],
      diamond: [10, 40, 150],
      bell: [6, 20, 80],
      star: [4, 12, 40],
      cherry: [2, 6, 21],
    },
    scatterPays: [2, 10, 50],
    rtp: 95.95,
  }),
  machine({
    // Many cherries and stars, lower tops: frequent small wins.
    id: 'fruits',
    name: 'Fruit Stand',
    counts: { wild: 2, seven: 2, diamond: 3, bell: 6, star: 7, cherry: 10, coin: 1 },
    linePays: {
      wild: [25, 100, 400],
      seven: [20, 75, 300],
      diamond: [10, 40, 125],
      bell: [6, 20, 65],
      star: [5, 12, 40],
      cherry: [3, 6, 20],
    },
    scatterPays: [2, 8, 40],
    rtp: 95.68,
  }),
  machine({
    // One wild, two sevens a reel and tops up to 3,000 line bets: rare, large wins.
    id: 'sevens',
    name: 'Lucky Sevens',
    counts: { wild: 1, seven: 2, diamond: 4, bell: 6, star: 7, cherry: 9, coin: 1 },
    linePays: {
      wild: [75, 350, 3000],
      seven: [60, 300, 2000],
      diamond: [15, 60, 300],
      bell: [8, 30, 120],
      star: [6, 18, 60],
      cherry: [3, 7, 25],
    },
    scatterPays: [2, 10, 50],
    rtp: 95.04,
  }),
  machine({
    // Diamonds crowd the reels and pay less each.
    id: 'gems',
    name: 'Gem Mine',
    counts: { wild: 2, seven: 2, diamond: 6, bell: 5, star: 6, cherry: 8, coin: 1 },
    linePays: {
      wild: [25, 100, 500],
      seven: [20, 80, 400],
      diamond: [8, 30, 120],
      bell: [6, 20, 80],
      star: [4, 12, 40],
      cherry: [2, 6, 18],
    },
    scatterPays: [2, 10, 50],
    rtp: 96.24,
  }),
  machine({
    // Two coins a reel and scatters up to 100 times the bet; lines pay a little less.
    id: 'fiesta',
    name: 'Fiesta Scatters',
    counts: { wild: 2, seven: 3, diamond: 4, bell: 6, star: 6, cherry: 8, coin: 2 },
    linePays: {
      wild: [20, 90, 450],
      seven: [18, 70, 350],
      diamond: [9, 35, 130],
      bell: [5, 17, 70],
      star: [3, 10, 35],
      cherry: [2, 5, 17],
    },
    scatterPays: [3, 15, 100],
    rtp: 96.72,
  }),
];

/** The classic machine: the default of the engine's functions. */
export const SLOT_CLASSIC = SLOT_MACHINES[0]!;

/**
 * Title words that promise a machine: a 'Mango Fruits' title plays the fruit stand, a 'Ruby
 * Gems' one the gem mine. Titles are in their codes (`prl_mango_fruits`), so the code decides.
 */
const MACHINE_WORDS: readonly (readonly [id: string, words: readonly string[]])[] = [
  ['fruits', ['fruits', 'mango', 'cherry']],
  ['sevens', ['sevens', 'lucky', 'jackpot']],
  ['gems', ['gems', 'diamond', 'jade', 'ruby', 'emerald', 'pearl']],
  ['fiesta', ['fiesta', 'festival', 'lantern', 'coins']],
];

/**
 * Which machine a catalogue game plays: the one its title's words promise, else one fixed by a
 * hash of its code; the same on every server.
 */
export function slotMachineFor(gameCode: string): SlotMachine {
  // From the last word back: the noun ('Emerald Fiesta' is a fiesta) before its adjectives.
  for (const word of gameCode.toLowerCase().split('_').reverse()) {
    const promised = MACHINE_WORDS.find(([, list]) => list.includes(word));
    const machine = promised && SLOT_MACHINES.find((m) => m.id === promised[0]);
    if (machine) return machine;
  }
  let hash = 0;
  for (const char of gameCode) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return SLOT_MACHINES[hash % SLOT_MACHINES.length]!;
}

/**
 * What a line of symbols pays, in line bets, and as what: a run from the left of one symbol
 * with wilds standing in, or a run of wilds alone when that pays more.
 */
export function linePay(
  symbols: readonly SlotSymbol[],
  machine: SlotMachine = SLOT_CLASSIC,
): { symbol: SlotSymbol; count: number; pay: number } | null {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === SLOT_WILD) wilds += 1;
  const wildPay = wilds >= 3 ? machine.linePays.wild[wilds - 3]! : 0;
  const target = symbols[wilds];
  let count = wilds;
  let pay = 0;
  if (target !== undefined && target !== SLOT_SCATTER) {
    while (count < symbols.length && (symbols[count] === target || symbols[count] === SLOT_WILD)) {
      count += 1;
    }
    pay = count >= 3 ? machine.linePays[target][count - 3]! : 0;
  }
  if (wildPay > pay) return { symbol: SLOT_WILD, count: wilds, pay: wildPay };
  return pay > 0 && target !== undefined ? { symbol: target, count, pay } : null;
}

/** One spin: a uniform stop per reel, then every line and the scatter evaluated. */
export function spinSlot(random: RandomInt, machine: SlotMachine = SLOT_CLASSIC): SlotSpin {
  const { strip } = machine;
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
    const win = linePay(line, machine);
    if (win) lineWins.push({ line: index + 1, ...win });
  });
  const pay = scatters >= 3 ? machine.scatterPays[Math.min(scatters, 5) - 3]! : 0;
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
export function slotExactRtp(machine: SlotMachine = SLOT_CLASSIC): number {
  const { strip } = machine;
  const p = new Map<SlotSymbol, number>();
  for (const s of strip) p.set(s, (p.get(s) ?? 0) + 1 / strip.length);
  const symbols = [...p.keys()];
  let line = 0;
  const walk = (reel: number, chosen: SlotSymbol[], weight: number) => {
    if (reel === SLOT_REELS) {
      line += weight * (linePay(chosen, machine)?.pay ?? 0);
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
    scatter += ways * q ** k * (1 - q) ** (SLOT_REELS - k) * machine.scatterPays[k - 3]!;
  }
  return 100 * (line + scatter);
}

function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return result;
}
