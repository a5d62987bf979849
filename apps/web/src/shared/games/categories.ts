import {
  HOME_SECTIONS,
  SECTION_IDS,
  gameTypeCode,
  sectionKey,
  type CATEGORY_TITLES,
  type SectionId,
} from '@pisoplay/contract';
import { paths } from '@/shared/config/paths';
import { copyOf } from '@/shared/i18n/define-copy';
import { CATEGORY_COPY } from './copy';

type CategoryTitleKey = keyof typeof CATEGORY_COPY.source;
/** The category names in one language: `useCopy(CATEGORY_COPY)` in a component. */
export type CategoryTitles = Readonly<Record<CategoryTitleKey, string>>;

/** Each game type's name in CATEGORY_COPY, in the order of CATEGORY_TITLES. */
export const GAME_TYPE_TITLE_KEYS = {
  1: 'live',
  2: 'fishing',
  3: 'slot',
  4: 'sport',
  5: 'table',
  7: 'bingo',
} as const satisfies Record<keyof typeof CATEGORY_TITLES, CategoryTitleKey>;

export const isSectionId = (key: string): key is SectionId =>
  (SECTION_IDS as readonly string[]).includes(key);

/** A numeric key naming a real game type ('3'), else undefined. */
export function categoryIdOf(key: string | undefined): keyof typeof CATEGORY_TITLES | undefined {
  if (!key || !/^\d+$/.test(key)) return undefined;
  const code = gameTypeCode(key);
  return code === 0 ? undefined : code;
}

/**
 * The name of a section or category key ('hot', '3') in the current language, undefined for a
 * key that names neither. A component passes the titles it read with `useCopy(CATEGORY_COPY)`,
 * so that it follows a language change.
 */
export function categoryTitle(
  key: string,
  titles: CategoryTitles = copyOf(CATEGORY_COPY),
): string | undefined {
  if (isSectionId(key)) return titles[key];
  const id = categoryIdOf(key);
  return id === undefined ? undefined : titles[GAME_TYPE_TITLE_KEYS[id]];
}

/** Hot and New go to their section list; a game type goes to its category sorted by Popular. */
export function categoryHref(key: string): string {
  return isSectionId(key)
    ? paths.gameSection.getHref(key)
    : paths.gameCategory.getHref(key, 'Popular');
}

/** The index navigation's keys in the order of spec 9, then any others. */
export function orderedCategoryKeys(nav: Record<string, unknown>): string[] {
  const known = [...new Set(HOME_SECTIONS.map(sectionKey))];
  const present = Object.keys(nav).filter((key) => categoryTitle(key) !== undefined);
  return [
    ...known.filter((key) => present.includes(key)),
    ...present.filter((key) => !known.includes(key)).sort(),
  ];
}
