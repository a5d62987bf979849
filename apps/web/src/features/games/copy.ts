/** Texts of the game category and section screens (spec 2.6). */
export const GAMES_COPY = {
  searchLabel: 'Search games',
  searchPlaceholder: 'Search games',
  sortLabel: 'Sort',
  providersLabel: 'Providers',
  allProviders: 'All',
  clearSearch: 'Clear search',
  listLabel: 'Games',
} as const;
