/**
 * Game tiles for the demo catalogue, drawn the way real thumbnails look: the game's theme (reels
 * and symbols, a baccarat table, a fish on the line and its climbing multiplier) in its category's
 * colours, and the provider's mark in a corner. No name: the card prints it under the art, and
 * the top-left corner stays calm for the HOT and NEW badges.
 */
import type { Game, GameTypeCode } from '@pisoplay/contract';
import { FONT, escapeXml, hash, platformHue, platformInitials, svg } from './art.ts';
import { prng } from './games.ts';

export type GameArt = Pick<
  Game,
  'code' | 'en_name' | 'game_type' | 'platform_id' | 'platform_name'
>;

export type Palette = readonly [dark: string, light: string, accent: string];
type Draw = (name: string, rand: () => number, palette: Palette) => string;

// Three shades per game type so neighbouring cards of one category do not look identical.
const PALETTES: Partial<Record<GameTypeCode, readonly Palette[]>> & { 0: readonly Palette[] } = {
  0: [['#263238', '#546E7A', '#CFD8DC']],
  1: [
    ['#5C0A22', '#D62848', '#FFD36B'],
    ['#4A0D3A', '#C2185B', '#FFE08A'],
    ['#6B1010', '#E0483E', '#FFD9A0'],
  ],
  2: [
    ['#03396C', '#11B5E4', '#B8F3FF'],
    ['#022B55', '#0E8FCB', '#9BF0E1'],
    ['#053F5E', '#1CA7A5', '#D4FFF5'],
  ],
  3: [
    ['#3B0A73', '#B5179E', '#FFC93C'],
    ['#2A0E61', '#7B2FF7', '#FFD166'],
    ['#4B0F5A', '#E0407A', '#FFE66D'],
  ],
  5: [
    ['#0D3B2E', '#1F7A5C', '#F2D492'],
    ['#102C3F', '#1D6C7A', '#F7D99B'],
    ['#1B3A1A', '#2F7D45', '#EAD7A0'],
  ],
};

const has = (name: string, ...words: string[]) => words.some((word) => name.includes(word));
const f = (n: number) => n.toFixed(0);

/** A regular star (or burst) of `points` around (x, y). */
function star(x: number, y: number, outer: number, inner: number, points = 5): string {
  const corners: string[] = [];
  for (let i = 0; i < points * 2; i += 1) {
    const r = i % 2 ? inner : outer;
    const a = (Math.PI * i) / points - Math.PI / 2;
    corners.push(`${f(x + r * Math.cos(a))} ${f(y + r * Math.sin(a))}`);
  }
  return `M${corners.join('L')}Z`;
}

/** Light rays behind the motif, as on most thumbnails. */
const rays = (accent: string) =>
  `<path d="${star(150, 140, 230, 40, 12)}" fill="${accent}" opacity=".12"/>`;

// Slot symbols, each centred on (x, y) in a reel window about 56 wide.
const SYMBOLS: Record<string, (x: number, y: number) => string> = {
  seven: (x, y) =>
    `<text x="${x}" y="${y + 20}" font-size="58" font-weight="900" text-anchor="middle" fill="#E53935" stroke="#7F0000" stroke-width="2" ${FONT}>7</text>`,
  cherry: (x, y) =>
    `<path d="M${x - 8} ${y + 4}Q${x - 4} ${y - 18} ${x + 8} ${y - 22}M${x + 10} ${y + 8}Q${x + 8} ${y - 10} ${x + 8} ${y - 22}" stroke="#2E7D32" stroke-width="4" fill="none"/><circle cx="${x - 9}" cy="${y + 10}" r="11" fill="#D32F2F"/><circle cx="${x + 11}" cy="${y + 14}" r="11" fill="#B71C1C"/>`,
  diamond: (x, y) =>
    `<path d="M${x - 22} ${y - 6}L${x - 11} ${y - 20}H${x + 11}L${x + 22} ${y - 6}L${x} ${y + 22}Z" fill="#29B6F6" stroke="#01579B" stroke-width="3"/><path d="M${x - 22} ${y - 6}H${x + 22}" stroke="#01579B" stroke-width="2"/>`,
  bell: (x, y) =>
    `<path d="M${x - 20} ${y + 12}Q${x - 18} ${y - 22} ${x} ${y - 22}Q${x + 18} ${y - 22} ${x + 20} ${y + 12}Z" fill="#FFC107" stroke="#E65100" stroke-width="3"/><circle cx="${x}" cy="${y + 16}" r="6" fill="#E65100"/>`,
  star: (x, y) =>
    `<path d="${star(x, y, 24, 10)}" fill="#FFD54F" stroke="#F57F17" stroke-width="3"/>`,
  coin: (x, y) =>
    `<circle cx="${x}" cy="${y}" r="22" fill="#FFCA28" stroke="#B8860B" stroke-width="4"/><text x="${x}" y="${y + 9}" font-size="26" font-weight="900" text-anchor="middle" fill="#8D5B00" ${FONT}>₱</text>`,
};
const SYMBOL_NAMES = Object.keys(SYMBOLS);

/** The symbol a slot's name suggests for its centre reel ('Jade Gems' shows diamonds). */
function themeSymbol(name: string): string | undefined {
  if (has(name, 'Fruit', 'Mango', 'Cherry')) return 'cherry';
  if (has(name, 'Seven')) return 'seven';
  if (has(name, 'Gem', 'Diamond', 'Jade', 'Ruby', 'Emerald', 'Pearl')) return 'diamond';
  if (has(name, 'Coin', 'Fortune', 'Golden', 'Treasure', 'Silver')) return 'coin';
  if (has(name, 'Fiesta', 'Festival', 'Temple', 'Lantern')) return 'bell';
  return undefined;
}

/** Slots: a three-reel cabinet with marquee lights. */
const slot: Draw = (name, rand, [, , accent]) => {
  const pick = () => SYMBOL_NAMES[Math.floor(rand() * SYMBOL_NAMES.length)] ?? 'seven';
  const middle = themeSymbol(name) ?? pick();
  // One tile in three lines up the same symbol three times, as a win.
  const reels = rand() < 0.35 ? [middle, middle, middle] : [pick(), middle, pick()];
  const lights = [0, 1, 2, 3, 4, 5, 6]
    .map((i) => `<circle cx="${62 + i * 29}" cy="86" r="5" fill="${i % 2 ? '#FFF' : accent}"/>`)
    .join('');
  return (
    `<rect x="38" y="74" width="224" height="140" rx="22" fill="#1B1033" stroke="${accent}" stroke-width="6"/>` +
    lights +
    reels
      .map(
        (symbol, i) =>
          `<rect x="${52 + i * 68}" y="100" width="60" height="96" rx="10" fill="#FFF8E7"/>` +
          (SYMBOLS[symbol] ?? SYMBOLS.seven!)(82 + i * 68, 148),
      )
      .join('')
  );
};

/** A playing card, tilted, with its rank and suit. */
const card = (x: number, y: number, angle: number, rank: string, suit: string) => {
  const red = suit === '♥' || suit === '♦';
  return `<g transform="rotate(${angle} ${x} ${y})"><rect x="${x - 34}" y="${y - 48}" width="68" height="96" rx="9" fill="#FFF" stroke="#333" stroke-width="2"/><text x="${x}" y="${y + 4}" font-size="30" font-weight="800" text-anchor="middle" fill="${red ? '#C62828' : '#1A1A1A'}" ${FONT}>${rank}</text><text x="${x}" y="${y + 36}" font-size="26" text-anchor="middle" fill="${red ? '#C62828' : '#1A1A1A'}" ${FONT}>${suit}</text></g>`;
};

const chip = (x: number, y: number, colour: string) =>
  `<circle cx="${x}" cy="${y}" r="20" fill="${colour}" stroke="#FFF" stroke-width="5" stroke-dasharray="8 6"/><circle cx="${x}" cy="${y}" r="10" fill="#FFF" opacity=".85"/>`;

const RANKS = ['A', 'K', 'Q', 'J', '9', '10'];
const SUITS = ['♠', '♥', '♦', '♣'];

/** A fan of cards with chips: baccarat, blackjack, poker, tongits and friends. */
const cards = (rand: () => number, count: 2 | 3) => {
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)] as T;
  const angles = count === 2 ? [-12, 12] : [-18, 0, 18];
  return (
    angles
      .map((angle, i) =>
        card(
          150 + (i - (count - 1) / 2) * 62,
          134 + Math.abs(angle) / 2,
          angle,
          pick(RANKS),
          pick(SUITS),
        ),
      )
      .join('') +
    chip(68, 220, '#E53935') +
    chip(232, 222, '#1E88E5')
  );
};

/** Two dice showing `a` and `b` pips. */
function dice(a: number, b: number): string {
  const PIPS: Record<number, [number, number][]> = {
    1: [[0, 0]],
    2: [
      [-1, -1],
      [1, 1],
    ],
    3: [
      [-1, -1],
      [0, 0],
      [1, 1],
    ],
    4: [
      [-1, -1],
      [1, -1],
      [-1, 1],
      [1, 1],
    ],
    5: [
      [-1, -1],
      [1, -1],
      [0, 0],
      [-1, 1],
      [1, 1],
    ],
    6: [
      [-1, -1],
      [1, -1],
      [-1, 0],
      [1, 0],
      [-1, 1],
      [1, 1],
    ],
  };
  const die = (x: number, y: number, n: number, angle: number) =>
    `<g transform="rotate(${angle} ${x} ${y})"><rect x="${x - 40}" y="${y - 40}" width="80" height="80" rx="16" fill="#FFF" stroke="#B0BEC5" stroke-width="3"/>${(
      PIPS[n] ?? []
    )
      .map(
        ([dx, dy]) =>
          `<circle cx="${x + dx * 22}" cy="${y + dy * 22}" r="8" fill="${n === 1 || n === 4 ? '#D32F2F' : '#212121'}"/>`,
      )
      .join('')}</g>`;
  return die(108, 150, a, -12) + die(196, 160, b, 10);
}

/** Live baccarat: a dealer's felt with the two hands' cards. */
const live: Draw = (_name, rand) =>
  `<ellipse cx="150" cy="232" rx="150" ry="70" fill="#0B6B3A" stroke="#C8A24A" stroke-width="6"/>` +
  cards(rand, 2);

/** Fishing (the crash game as a catch): a fish on the line, bubbles, the climbing multiplier. */
const fishing: Draw = (name, rand, [, , accent]) => {
  const shark = has(name, 'Shark', 'Dragon', 'Hunt');
  const body = shark ? '#90A4AE' : accent;
  const bubbles = [0, 1, 2, 3]
    .map(
      (i) =>
        `<circle cx="${f(60 + rand() * 180)}" cy="${f(40 + i * 50)}" r="${f(5 + rand() * 8)}" fill="none" stroke="#E1F5FE" stroke-width="3" opacity=".7"/>`,
    )
    .join('');
  return (
    bubbles +
    `<path d="M0 236Q40 216 80 236T160 236T240 236T320 236V300H0Z" fill="#01304F" opacity=".6"/>` +
    `<g transform="rotate(-8 150 150)"><path d="M226 150L268 118V182Z" fill="${body}" stroke="#013" stroke-width="3"/><ellipse cx="150" cy="150" rx="82" ry="${shark ? 38 : 50}" fill="${body}" stroke="#013" stroke-width="3"/>` +
    (shark
      ? `<path d="M140 114L160 72L178 116Z" fill="${body}" stroke="#013" stroke-width="3"/><path d="M84 162L112 164" stroke="#013" stroke-width="3"/>`
      : `<path d="M150 100Q170 150 150 200" stroke="#013" stroke-width="3" fill="none" opacity=".5"/>`) +
    `<circle cx="104" cy="140" r="11" fill="#FFF"/><circle cx="101" cy="140" r="6" fill="#013"/></g>` +
    `<path d="M96 0V128" stroke="#ECEFF1" stroke-width="3"/><path d="M96 128q0 14 12 12" stroke="#ECEFF1" stroke-width="4" fill="none"/>` +
    `<path d="M30 286Q180 280 290 150" stroke="#FFD54F" stroke-width="9" fill="none" stroke-linecap="round"/><path d="M290 150l-30 4 20 22Z" fill="#FFD54F"/>`
  );
};

/** Table baccarat: the cards of a coup. */
const table: Draw = (_name, rand) => cards(rand, 3);

// No sport or bingo titles are seeded: the built-in provider has neither (docs/builtin-games.md).
const DRAW: Partial<Record<GameTypeCode, Draw>> & { 0: Draw } = {
  0: (_name, rand) => dice(1 + Math.floor(rand() * 6), 5),
  1: live,
  2: fishing,
  3: slot,
  5: table,
};

/** The provider's mark: its initials on a roundel in the colour of its logo (platformSvg). */
function providerMark(game: GameArt): string {
  const hue = platformHue(game.platform_id);
  return (
    `<circle cx="262" cy="262" r="27" fill="hsl(${hue},60%,30%)" stroke="hsl(${hue},85%,62%)" stroke-width="4"/>` +
    `<text x="262" y="270" font-size="21" font-weight="800" text-anchor="middle" fill="#FFF" ${FONT}>${escapeXml(platformInitials(game.platform_name))}</text>`
  );
}

/** The colours of a game's tile (dark, light, accent): the built-in games wear them too. */
export function gamePalette(game: Pick<GameArt, 'code' | 'game_type'>): Palette {
  const palettes = PALETTES[game.game_type] ?? PALETTES[0];
  return palettes[hash(game.code) % palettes.length] ?? PALETTES[0][0]!;
}

/** 300x300 game tile: the theme of the game's type and name, and its provider's mark. */
export function gameSvg(game: GameArt): string {
  const seed = hash(game.code);
  const palette = gamePalette(game);
  const [dark, light, accent] = palette;
  const id = `g${seed.toString(36)}`;
  const draw = DRAW[game.game_type] ?? DRAW[0];
  return svg(
    300,
    300,
    `${game.en_name}, ${game.platform_name}`,
    `<defs><radialGradient id="${id}" cx=".5" cy=".42" r=".75"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></radialGradient></defs>` +
      `<rect width="300" height="300" fill="url(#${id})"/>` +
      rays(accent) +
      draw(game.en_name, prng(seed), palette) +
      providerMark(game),
  );
}
