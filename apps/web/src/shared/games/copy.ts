import { defineCopy } from '@/shared/i18n/define-copy';

/** List texts of spec 2.6, letter for letter. */
export const LIST_COPY = defineCopy('gameList', {
  empty: 'There is no data yet!',
  error: 'Error fetching data.',
  loading: 'Loading...',
  retry: 'Try again',
});

/** The favourite heart on game cards (spec 4.7, 8.2). */
export const FAVORITE_COPY = defineCopy('favorites', {
  add: 'Add {name} to favourites',
  remove: 'Remove {name} from favourites',
  failed: 'Failed to update favourites',
});

/** The badges on a game card. */
export const GAME_BADGE = defineCopy('gameBadges', {
  hot: 'HOT',
  new: 'NEW',
  maintained: 'Maintenance',
});

/**
 * Names of the sections and game categories (titles and the navigation strip): the contract's
 * SECTION_TITLES and CATEGORY_TITLES, by section id and by game type name.
 */
export const CATEGORY_COPY = defineCopy('gameCategories', {
  hot: 'Hot Games',
  new: 'New Games',
  favorite: 'Favorite',
  live: 'Live',
  fishing: 'Fishing',
  slot: 'Slot',
  sport: 'Sport',
  table: 'Table Game',
  bingo: 'Bingo',
});
