/**
 * The built-in game provider's game API (docs/builtin-games.md): what its game pages
 * (apps/games) and its game server (apps/server/src/providers/games/builtin) say to each other
 * under /games/builtin/api/, JSON. One definition for both sides. Amounts are centavos.
 * The games import this file alone (`@pisoplay/contract/builtin-games`): it imports nothing,
 * so their small bundles stay free of the codec and the schemas.
 */

/** Where the games and their API are served. */
export const BUILTIN_GAMES_PREFIX = '/games/builtin/';
export const BUILTIN_GAMES_API = `${BUILTIN_GAMES_PREFIX}api/`;
/** What the built-in games post to the game page after a settled round (the page refetches). */
export const GAME_MESSAGE_SOURCE = 'pisoplay-game';

/** The header the game sends its opaque session handle in. */
export const GAME_SESSION_HEADER = 'x-game-session';

export type BuiltinGameKind = 'slot' | 'crash' | 'table';

/** The catalogue game a page wears: its name and tile colours. */
export type BuiltinGameInfo = { code: string; name: string; colours: readonly string[] };

export const SLOT_SYMBOLS = ['wild', 'seven', 'diamond', 'bell', 'star', 'cherry', 'coin'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

/** Each game's rules as its engine plays them, for the game's paytable. */
export type SlotRules = {
  /** The machine the game plays (its reels and paytable), by name. */
  machine: string;
  rtp: number;
  paylines: readonly (readonly number[])[];
  /** Line pays for 3, 4 and 5 of a symbol; the scatter ('coin') pays anywhere instead. */
  linePays: Record<Exclude<SlotSymbol, 'coin'>, readonly [number, number, number]>;
  scatterPays: readonly [number, number, number];
};
export type CrashRules = { rtp: number; growthPerMs: number; maxMultiplier: number };

export const BACCARAT_SIDES = ['player', 'banker', 'tie'] as const;
export type BaccaratSide = (typeof BACCARAT_SIDES)[number];
export type TableRules = {
  rtp: Record<BaccaratSide, number>;
  returns: Record<BaccaratSide, number>;
};
export type BuiltinGameRules = SlotRules | CrashRules | TableRules;

/** POST session {token, game}: the game's session, opened through the wallet. */
export type BuiltinSession = {
  handle: string;
  kind: BuiltinGameKind;
  nickname: string;
  balance: number;
  game: BuiltinGameInfo;
  betSizes: readonly number[];
  rules: BuiltinGameRules;
};

export type SlotLineWin = { line: number; symbol: SlotSymbol; count: number; pay: number };
export type SlotOutcome = {
  /** The stop (top row's index into the strip) of each reel. */
  stops: number[];
  /** grid[row][reel] */
  grid: SlotSymbol[][];
  lineWins: SlotLineWin[];
  scatter: { count: number; pay: number };
};

export type Card = { rank: number; suit: number };
export type BaccaratHand = {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratSide;
};
export type BaccaratOutcome = BaccaratHand & { side: BaccaratSide };

/** A settled round of the slot (POST slot/spin {bet}) or baccarat (POST table/deal {side, bet}). */
export type SettledRound<Outcome> = {
  roundId: string;
  bet: number;
  win: number;
  balance: number;
  /** The win is owed and paid by the retry job: shown as pending. */
  winPending: boolean;
  outcome: Outcome;
};

/** A crash round as the game may see it: the point only once it is over. */
export type CrashRound = {
  roundId: string;
  bet: number;
  state: 'running' | 'crashed' | 'cashed_out';
  startedAt: number | null;
  crashAt: number | null;
  point: number | null;
  cashedOutAt: number | null;
  win: number | null;
  balance: number | null;
  /** The server's clock when it answered, to time the climb. */
  serverNow: number;
};

/** GET history: the player's last rounds of this game. */
export type HistoryRound = {
  roundId: string;
  time: string;
  bet: number;
  win: number;
  state: string;
  outcome: Record<string, unknown>;
};

/** A refusal: `{ error, message, balance? }`. */
export type BuiltinGameRefusal = { error: string; message: string; balance?: number };
