/** List texts of spec 2.6, letter for letter. */
export const LIST_COPY = {
  empty: 'There is no data yet!',
  error: 'Error fetching data.',
  loading: 'Loading...',
  retry: 'Try again',
} as const;

/** The favourite heart on game cards (spec 4.7, 8.2). */
export const FAVORITE_COPY = {
  add: (name: string) => `Add ${name} to favourites`,
  remove: (name: string) => `Remove ${name} from favourites`,
  failed: 'Failed to update favourites',
} as const;
