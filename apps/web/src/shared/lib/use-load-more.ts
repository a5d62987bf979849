import { useEffect, useRef, type RefObject } from 'react';
import { LOAD_MORE_THROTTLE_MS } from '@pisoplay/contract';

/**
 * Calls `onLoadMore` when the sentinel scrolls into view (IntersectionObserver), at most once
 * per 300 ms.
 */
export function useLoadMore(
  sentinel: RefObject<HTMLElement | null>,
  onLoadMore: () => void,
  enabled: boolean,
): void {
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  });

  useEffect(() => {
    const node = sentinel.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    let lastCall = 0;
    let trailing: number | undefined;
    const fire = () => {
      lastCall = Date.now();
      latest.current();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        const wait = LOAD_MORE_THROTTLE_MS - (Date.now() - lastCall);
        if (wait <= 0) fire();
        else {
          window.clearTimeout(trailing);
          trailing = window.setTimeout(fire, wait);
        }
      },
      { rootMargin: '0px 0px 320px 0px' },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      window.clearTimeout(trailing);
    };
  }, [sentinel, enabled]);
}

type NextPageQuery = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/**
 * An infinite query's next page when the returned sentinel scrolls near (one request at a
 * time); attach the ref to an element after the list.
 */
export function useNextPageOnScroll(
  query: NextPageQuery,
  enabled = true,
): RefObject<HTMLDivElement | null> {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useLoadMore(
    sentinel,
    () => {
      if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
    },
    enabled && hasNextPage && !isFetchingNextPage,
  );
  return sentinel;
}
