/** Game type codes of spec 9: live 1, fishing 2, slot 3, sport 4, table/board 5, bingo 7, otherwise 0. */
export const GAME_TYPES = {
  other: 0,
  live: 1,
  fishing: 2,
  slot: 3,
  sport: 4,
  table: 5,
  bingo: 7,
} as const;
export type GameTypeName = keyof typeof GAME_TYPES;
export type GameTypeCode = (typeof GAME_TYPES)[GameTypeName];

export const GAME_TYPE_CODES = Object.values(GAME_TYPES).filter((code) => code !== 0);

export const gameTypeCode = (value: unknown): GameTypeCode =>
  (GAME_TYPE_CODES as number[]).includes(Number(value)) ? (Number(value) as GameTypeCode) : 0;

/** Sections that are whole lists rather than a game type: /s-game/sections/{sectionId}. */
export const SECTION_IDS = ['hot', 'new', 'favorite'] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export type HomeSection =
  | { title: string; kind: 'section'; sectionId: SectionId; showOnHome: boolean }
  | { title: string; kind: 'category'; categoryId: GameTypeCode; showOnHome: boolean };

/**
 * Key of a row in the home index's `nav` and `list`: a section id ('hot') or a game type code
 * ('3'). Built here only, so the server that fills the index and the web that reads it agree.
 */
export const indexKey = (of: SectionId | GameTypeCode): string => String(of);
export const sectionKey = (section: HomeSection): string =>
  indexKey(section.kind === 'section' ? section.sectionId : section.categoryId);

/**
 * Category section order of spec 9. Hot Games links to its section list; the others link to
 * their category list sorted by Popular. Board and table games share game type 5.
 */
export const HOME_SECTIONS: readonly HomeSection[] = [
  { title: 'Hot Games', kind: 'section', sectionId: 'hot', showOnHome: true },
  { title: 'Slot', kind: 'category', categoryId: GAME_TYPES.slot, showOnHome: true },
  { title: 'Live', kind: 'category', categoryId: GAME_TYPES.live, showOnHome: true },
  { title: 'Fishing', kind: 'category', categoryId: GAME_TYPES.fishing, showOnHome: true },
  { title: 'Board Game', kind: 'category', categoryId: GAME_TYPES.table, showOnHome: false },
  { title: 'Table Game', kind: 'category', categoryId: GAME_TYPES.table, showOnHome: false },
  { title: 'Bingo', kind: 'category', categoryId: GAME_TYPES.bingo, showOnHome: false },
  { title: 'New Games', kind: 'section', sectionId: 'new', showOnHome: false },
];

/** Names of the game categories, for titles and the navigation strip. */
export const CATEGORY_TITLES: Record<Exclude<GameTypeCode, 0>, string> = {
  1: 'Live',
  2: 'Fishing',
  3: 'Slot',
  4: 'Sport',
  5: 'Table Game',
  7: 'Bingo',
};

export const SECTION_TITLES: Record<SectionId, string> = {
  hot: 'Hot Games',
  new: 'New Games',
  favorite: 'Favorite',
};

/** Sort options of the game lists and the `sorting` query value each sends. */
export const GAME_SORTS = { Popular: 'sorting:desc', 'A-Z': 'en_name:asc' } as const;
export type GameSortLabel = keyof typeof GAME_SORTS;
export type GameSorting = (typeof GAME_SORTS)[GameSortLabel];

export const GAME_PAGE_SIZE = 15;
export const FAVORITES_PAGE_SIZE = 1000;
export const GAME_SEARCH_MIN = 3;
export const GAME_SEARCH_MAX = 50;
export const GAME_SEARCH_DEBOUNCE_MS = 500;
export const HOME_CARDS_PER_VIEW = 3;
export const LOAD_MORE_THROTTLE_MS = 300;
