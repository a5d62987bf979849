/** List texts of spec 2.6, letter for letter. */
export const LIST_COPY = {
  empty: 'There is no data yet!',
  error: 'Error fetching data.',
  loading: 'Loading...',
  retry: 'Try again',
} as const;
