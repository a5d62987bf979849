import { describe, expect, it } from 'vitest';
import { CATEGORY_TITLES, HOME_SECTIONS, SECTION_IDS, sectionKey } from '@pisoplay/contract';
import { copyOf } from '@/shared/i18n/define-copy';
import { switchToFilipino } from '@/testing/language';
import { categoryTitle, GAME_TYPE_TITLE_KEYS } from '../categories';
import { CATEGORY_COPY } from '../copy';

describe('the names of the sections and categories', () => {
  it('are, in English, the contract’s titles', () => {
    for (const id of SECTION_IDS) expect(categoryTitle(id)).toBe(CATEGORY_COPY.source[id]);
    for (const [code, title] of Object.entries(CATEGORY_TITLES)) {
      expect(categoryTitle(code)).toBe(title);
    }
    expect(Object.keys(GAME_TYPE_TITLE_KEYS)).toEqual(Object.keys(CATEGORY_TITLES));
    // Home's rows are titled by their key, as the contract names them.
    for (const section of HOME_SECTIONS.filter((s) => s.showOnHome)) {
      expect(categoryTitle(sectionKey(section))).toBe(section.title);
    }
    expect(categoryTitle('0')).toBeUndefined();
    expect(categoryTitle('lobby')).toBeUndefined();
  });

  it('follow the language', async () => {
    await switchToFilipino();
    expect(categoryTitle('hot')).toBe('Mga Patok na Laro');
    expect(categoryTitle('favorite')).toBe(copyOf(CATEGORY_COPY).favorite);
    expect(categoryTitle('3')).toBe('Slot');
  });
});
