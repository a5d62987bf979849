import { inLanguage, type Translation } from '../src/shared/language.ts';

type SlotRulesText = {
  paylines: number;
  machine: string;
  scatter: readonly [number, number, number];
  rtp: string;
};

/** The slot's words, in English. */
const EN = {
  title: 'Slot',
  spin: 'Spin',
  paytable: 'Paytable',
  /** A round in the history: the stake and its winning lines. */
  record: (bet: string, lines: number) =>
    `Spin ${bet} · ${lines ? `${lines} line${lines > 1 ? 's' : ''}` : 'no line'}`,
  reel: (reel: number) => `Reel ${reel}`,
  reels: 'Reels',
  /** The rules panel's paragraph (HTML); `scatter` pays 3, 4 and 5 coins, `rtp` is '96.00'. */
  rules: (rules: SlotRulesText) =>
    `${rules.paylines} paylines, paid left to right from the first reel; the bet is shared across the lines. ${rules.machine}: wild stands in for every symbol but the coin. 3, 4 or 5 coins anywhere pay ${rules.scatter[0]}×, ${rules.scatter[1]}× or ${rules.scatter[2]}× the bet. RTP ${rules.rtp} %.`,
  symbol: 'Symbol',
  linePays: (paylines: number) => `Line pays are in line bets (bet ÷ ${paylines}).`,
  /** A winning line after a spin: 'line 3: 4× Bell'. */
  lineWin: (line: number, count: number, symbol: string) => `line ${line}: ${count}× ${symbol}`,
  coins: (count: number) => `${count} coins`,
  symbols: {
    wild: 'Wild',
    seven: 'Seven',
    diamond: 'Diamond',
    bell: 'Bell',
    star: 'Star',
    cherry: 'Cherry',
    coin: 'Coin scatter',
  },
} as const;

const FIL: Translation<typeof EN> = {
  title: 'Slot',
  spin: 'I-spin',
  paytable: 'Paytable',
  record: (bet, lines) => `Spin ${bet} · ${lines ? `${lines} linya` : 'walang linya'}`,
  reel: (reel) => `Reel ${reel}`,
  reels: 'Mga reel',
  rules: (rules) =>
    `${rules.paylines} payline, binabayaran mula kaliwa pakanan simula sa unang reel; hati ang taya sa mga linya. ${rules.machine}: pamalit ang wild sa lahat ng simbolo maliban sa barya. Ang 3, 4 o 5 barya kahit saan ay nagbabayad ng ${rules.scatter[0]}×, ${rules.scatter[1]}× o ${rules.scatter[2]}× ng taya. RTP ${rules.rtp} %.`,
  symbol: 'Simbolo',
  linePays: (paylines) => `Ang bayad sa linya ay sa line bet (taya ÷ ${paylines}).`,
  lineWin: (line, count, symbol) => `linya ${line}: ${count}× ${symbol}`,
  coins: (count) => `${count} barya`,
  symbols: {
    wild: 'Wild',
    seven: 'Pito',
    diamond: 'Diyamante',
    bell: 'Kampana',
    star: 'Bituin',
    cherry: 'Cherry',
    coin: 'Scatter na barya',
  },
};

/** The slot's words in the language the game was launched in. */
export const SLOT_COPY = inLanguage({ en_US: EN, fil_PH: FIL });

/** A symbol's name: the server's symbol code when the table has no name for it. */
export const symbolName = (symbol: string): string =>
  (SLOT_COPY.symbols as Record<string, string | undefined>)[symbol] ?? symbol;
