import {
  CATEGORY_TITLES,
  HOME_SECTIONS,
  SECTION_IDS,
  SECTION_TITLES,
  gameTypeCode,
  sectionKey,
  type SectionId,
} from '@pisoplay/contract';
import { paths } from '@/shared/config/paths';

export const isSectionId = (key: string): key is SectionId =>
  (SECTION_IDS as readonly string[]).includes(key);

/** A numeric key naming a real game type ('3'), else undefined. */
export function categoryIdOf(key: string | undefined): keyof typeof CATEGORY_TITLES | undefined {
  if (!key || !/^\d+$/.test(key)) return undefined;
  const code = gameTypeCode(key);
  return code === 0 ? undefined : code;
}

export function categoryTitle(key: string): string | undefined {
  if (isSectionId(key)) return SECTION_TITLES[key];
  const id = categoryIdOf(key);
  return id === undefined ? undefined : CATEGORY_TITLES[id];
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
