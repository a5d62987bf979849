import { useState } from 'react';

/** A list's filter (a status, a search) and its page: a new filter starts again at page 1. */
export type PagedFilter<F> = {
  value: F;
  page: number;
  setValue: (next: F) => void;
  setPage: (page: number) => void;
};

export function usePagedFilter<F>(initial: F): PagedFilter<F> {
  const [value, setFilter] = useState(initial);
  const [page, setPage] = useState(1);
  return {
    value,
    page,
    setValue: (next) => {
      setFilter(next);
      setPage(1);
    },
    setPage,
  };
}
