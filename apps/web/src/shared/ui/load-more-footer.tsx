import type { RefObject } from 'react';

type LoadMoreFooterProps = {
  sentinel: RefObject<HTMLDivElement | null>;
  query: {
    isFetchingNextPage: boolean;
    isFetchNextPageError: boolean;
    fetchNextPage: () => unknown;
  };
  copy: { loading: string; error: string; retry: string };
};

/** The end of an infinite list: the sentinel that loads more, its progress and a retry. */
export function LoadMoreFooter({ sentinel, query, copy }: LoadMoreFooterProps) {
  return (
    <>
      <div ref={sentinel} className="h-px" />
      {query.isFetchingNextPage ? (
        <p className="text-center text-xs text-indigo-200/60">{copy.loading}</p>
      ) : null}
      {query.isFetchNextPageError ? (
        <button
          type="button"
          onClick={() => void query.fetchNextPage()}
          className="mx-auto rounded-full bg-white/10 px-4 py-1.5 text-xs font-semibold text-white"
        >
          {copy.error} {copy.retry}
        </button>
      ) : null}
    </>
  );
}
