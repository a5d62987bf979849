import { defineCopy } from '@/shared/i18n/define-copy';

/** Texts of the game category and section screens (spec 2.6). */
export const GAMES_COPY = defineCopy('games', {
  searchLabel: 'Search games',
  searchPlaceholder: 'Search games',
  sortLabel: 'Sort',
  /** The sort options' names (GAME_SORTS). */
  sortPopular: 'Popular',
  sortAZ: 'A-Z',
  providersLabel: 'Providers',
  allProviders: 'All',
  clearSearch: 'Clear search',
  listLabel: 'Games',
});
