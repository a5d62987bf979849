/**
 * Game tiles for the demo catalogue, drawn the way real thumbnails look: the game's theme (reels
 * and symbols, a card table, a fish in the crosshair, a ball, bingo balls) in its category's
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
const PALETTES: Record<GameTypeCode, readonly Palette[]> = {
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
  4: [
    ['#0B5D1E', '#3BB273', '#E9FF70'],
    ['#0C4A3E', '#20A36B', '#F4FF9E'],
    ['#174A12', '#5DAA2C', '#FFF27A'],
  ],
  5: [
    ['#0D3B2E', '#1F7A5C', '#F2D492'],
    ['#102C3F', '#1D6C7A', '#F7D99B'],
    ['#1B3A1A', '#2F7D45', '#EAD7A0'],
  ],
  7: [
    ['#B3261E', '#FF8A00', '#FFF3B0'],
    ['#9C1458', '#FF5C8A', '#FFF0C2'],
    ['#A3360C', '#FFB000', '#FFFBE0'],
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

/** A roulette wheel: red and black pockets, a green zero, a ball. */
function roulette(): string {
  const pockets = 12;
  let wedges = '';
  for (let i = 0; i < pockets; i += 1) {
    const a0 = (2 * Math.PI * i) / pockets;
    const a1 = (2 * Math.PI * (i + 1)) / pockets;
    const point = (a: number) => `${f(150 + 86 * Math.cos(a))} ${f(145 + 86 * Math.sin(a))}`;
    const fill = i === 0 ? '#2E7D32' : i % 2 ? '#C62828' : '#212121';
    wedges += `<path d="M150 145L${point(a0)}A86 86 0 0 1 ${point(a1)}Z" fill="${fill}"/>`;
  }
  return (
    `<circle cx="150" cy="145" r="100" fill="#6D4C41" stroke="#FFD54F" stroke-width="6"/>` +
    wedges +
    `<circle cx="150" cy="145" r="36" fill="#8D6E63" stroke="#FFD54F" stroke-width="4"/><circle cx="150" cy="145" r="10" fill="#FFD54F"/><circle cx="208" cy="92" r="9" fill="#FFF"/>`
  );
}

/** Live casino: a dealer's table with cards, or the wheel, or the dice of Sic Bo. */
const live: Draw = (name, rand) => {
  if (has(name, 'Roulette')) return roulette();
  const felt = `<ellipse cx="150" cy="232" rx="150" ry="70" fill="#0B6B3A" stroke="#C8A24A" stroke-width="6"/>`;
  if (has(name, 'Sic Bo', 'Color Game')) return felt + dice(1 + Math.floor(rand() * 6), 6);
  return felt + cards(rand, 2);
};

/** Fishing: a fish in the crosshair, bubbles rising. */
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
    `<circle cx="150" cy="150" r="58" fill="none" stroke="#FF1744" stroke-width="5"/><path d="M150 78V112M150 188V222M78 150H112M188 150H222" stroke="#FF1744" stroke-width="5"/>`
  );
};

/** Sports: the ball of the game's sport, with speed lines. */
const sport: Draw = (name) => {
  const lines = `<path d="M30 110H90M20 150H80M30 190H90" stroke="#FFF" stroke-width="8" stroke-linecap="round" opacity=".5"/>`;
  const ball = (fill: string, seams: string) =>
    `<circle cx="170" cy="150" r="76" fill="${fill}" stroke="#1A1A1A" stroke-width="4"/>${seams}`;
  if (has(name, 'Basketball'))
    return (
      lines +
      ball(
        '#F57C00',
        `<path d="M94 150H246M170 74V226M116 96Q150 150 116 204M224 96Q190 150 224 204" stroke="#1A1A1A" stroke-width="4" fill="none"/>`,
      )
    );
  if (has(name, 'Tennis', 'Badminton', 'Table Tennis'))
    return (
      lines +
      ball(
        '#D4E157',
        `<path d="M110 96Q150 150 110 204M230 96Q190 150 230 204" stroke="#FFF" stroke-width="6" fill="none"/>`,
      )
    );
  if (has(name, 'Baseball'))
    return (
      lines +
      ball(
        '#FAFAFA',
        `<path d="M120 92Q146 150 120 208M220 92Q194 150 220 208" stroke="#D32F2F" stroke-width="5" stroke-dasharray="6 5" fill="none"/>`,
      )
    );
  // Football, volleyball, esports and the races: a classic black-and-white ball.
  return (
    lines +
    ball(
      '#FAFAFA',
      `<path d="${star(170, 150, 28, 28, 5)}" fill="#1A1A1A"/><path d="M170 122V78M143 141L104 128M153 173L130 210M187 173L210 210M197 141L236 128" stroke="#1A1A1A" stroke-width="4"/>`,
    )
  );
};

/** Table and board games: mahjong tiles, dice, a bomb, pegs, a rising line or cards. */
const table: Draw = (name, rand, [, , accent]) => {
  if (has(name, 'Mahjong', 'Domino')) {
    const tile = (x: number, angle: number, dots: string) =>
      `<g transform="rotate(${angle} ${x} 150)"><rect x="${x - 38}" y="96" width="76" height="108" rx="12" fill="#FFFDE7" stroke="#2E7D32" stroke-width="5"/>${dots}</g>`;
    return (
      tile(
        112,
        -10,
        `<circle cx="112" cy="128" r="12" fill="#C62828"/><circle cx="112" cy="172" r="12" fill="#1565C0"/>`,
      ) +
      tile(
        190,
        8,
        `<path d="M174 114V186M190 114V186M206 114V186" stroke="#2E7D32" stroke-width="9" stroke-linecap="round"/>`,
      )
    );
  }
  if (has(name, 'Sic Bo')) return dice(4, 1 + Math.floor(rand() * 6));
  if (has(name, 'Mines'))
    return `<circle cx="150" cy="160" r="62" fill="#212121"/><path d="M186 112L204 90" stroke="#8D6E63" stroke-width="8"/><path d="${star(208, 84, 18, 7, 8)}" fill="#FFAB00"/><circle cx="128" cy="140" r="14" fill="#FFF" opacity=".35"/>`;
  if (has(name, 'Plinko')) {
    let pegs = '';
    for (let row = 0; row < 5; row += 1)
      for (let i = 0; i <= row; i += 1)
        pegs += `<circle cx="${150 + (i - row / 2) * 40}" cy="${80 + row * 32}" r="6" fill="#FFF"/>`;
    return (
      pegs + `<circle cx="170" cy="128" r="13" fill="${accent}" stroke="#FFF" stroke-width="3"/>`
    );
  }
  if (has(name, 'Crash'))
    return `<path d="M40 230Q150 220 236 84" stroke="${accent}" stroke-width="10" fill="none" stroke-linecap="round"/><path d="M236 84l-30 6 22 22Z" fill="#FF5252"/><path d="M40 230H260M40 230V70" stroke="#FFF" stroke-width="3" opacity=".5"/>`;
  if (has(name, 'Chess'))
    return `<path d="M120 230H180L170 190Q196 150 168 134Q186 112 150 100Q114 112 132 134Q104 150 130 190Z" fill="#FAFAFA" stroke="#212121" stroke-width="4"/><rect x="104" y="226" width="92" height="16" rx="6" fill="#FAFAFA" stroke="#212121" stroke-width="4"/>`;
  return cards(rand, 3);
};

/** Bingo: numbered balls over a card. */
const bingo: Draw = (_name, rand) => {
  const grid = `<rect x="70" y="60" width="160" height="160" rx="14" fill="#FFF" opacity=".9"/><path d="M70 113H230M70 166H230M123 60V220M176 60V220" stroke="#E0E0E0" stroke-width="3"/><circle cx="150" cy="140" r="18" fill="#FF5252" opacity=".8"/>`;
  const COLOURS = ['#1E88E5', '#E53935', '#43A047', '#FDD835', '#8E24AA'];
  const ball = (x: number, y: number, i: number) => {
    const n = 1 + Math.floor(rand() * 75);
    return `<circle cx="${x}" cy="${y}" r="34" fill="${COLOURS[(n + i) % COLOURS.length]}" stroke="#FFF" stroke-width="4"/><circle cx="${x}" cy="${y}" r="20" fill="#FFF"/><text x="${x}" y="${y + 8}" font-size="22" font-weight="900" text-anchor="middle" fill="#212121" ${FONT}>${n}</text>`;
  };
  return grid + ball(84, 222, 0) + ball(150, 236, 1) + ball(216, 222, 2);
};

const DRAW: Record<GameTypeCode, Draw> = {
  0: (_name, rand) => dice(1 + Math.floor(rand() * 6), 5),
  1: live,
  2: fishing,
  3: slot,
  4: sport,
  5: table,
  7: bingo,
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
