import { useEffect, useRef, useState } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';
import type { RankingRow } from '@pisoplay/contract';
import { useCopy } from '@/shared/i18n/define-copy';
import { prefersReducedMotion, useSlideSelect } from '@/shared/ui/carousel';
import { CarouselDots } from '@/shared/ui/carousel-dots';
import { ChevronLeftIcon, ChevronRightIcon } from '@/shared/ui/icons';
import { CONTEST_COPY } from '../copy';
import { pagesOf } from '../lib/contest-format';
import { RankingTable } from './ranking-table';

/** Spec 2.11: the ranking in pages of 10. */
export const RANK_PAGE_SIZE = 10;

/**
 * Embla (the home banners' carousel) on the pages' viewport, loaded after the first paint. Where
 * it cannot run (no layout), the buttons turn the pages without it.
 */
function usePageCarousel(pageCount: number, current: number) {
  const [viewport, viewportRef] = useState<HTMLDivElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  // The page to start on when the carousel arrives (the buttons may have turned one already).
  const start = useRef(current);
  useEffect(() => {
    start.current = current;
  }, [current]);
  const several = pageCount > 1;
  useEffect(() => {
    if (!viewport || !several) return;
    let carousel: EmblaCarouselType | undefined;
    let ended = false;
    void import('embla-carousel').then(({ default: createCarousel }) => {
      if (ended) return;
      try {
        carousel = createCarousel(viewport, { startIndex: start.current });
        setApi(carousel);
      } catch {
        // No layout to measure (a test's DOM): the fallback below turns the pages.
      }
    });
    return () => {
      ended = true;
      carousel?.destroy();
      setApi(undefined);
    };
  }, [viewport, several]);
  return [viewportRef, api] as const;
}

type RankingCarouselProps = { rows: readonly RankingRow[]; mine: number | null };

/** The day's top 100 in pages of 10, swiped or turned with the buttons and the page dots. */
export function RankingCarousel({ rows, mine }: RankingCarouselProps) {
  const COPY = useCopy(CONTEST_COPY);
  const pages = pagesOf(rows, RANK_PAGE_SIZE);
  const [selected, setSelected] = useState(0);
  const current = Math.min(selected, Math.max(0, pages.length - 1));
  const [viewportRef, api] = usePageCarousel(pages.length, current);

  useSlideSelect(api, setSelected);

  const goTo = (page: number) => {
    const next = Math.max(0, Math.min(pages.length - 1, page));
    if (api) api.scrollTo(next, prefersReducedMotion());
    setSelected(next);
  };

  return (
    <div
      aria-roledescription={COPY.carousel}
      aria-label={COPY.ranking}
      role="region"
      className="flex flex-col gap-3"
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div
          className="flex touch-pan-y"
          // Without the carousel (before it loads, or where it cannot run) the page is shown by
          // moving the strip with its margin; the carousel moves it itself once it runs. Not with
          // a transform: the carousel measures the slides' offsets, which a transform on the strip
          // would change the reference of.
          style={api || current === 0 ? undefined : { marginLeft: `-${current * 100}%` }}
        >
          {pages.map((page, index) => {
            const first = index * RANK_PAGE_SIZE + 1;
            const shown = index === current;
            return (
              <div
                key={first}
                role="group"
                aria-roledescription={COPY.slide}
                aria-label={COPY.page({ page: index + 1, pages: pages.length })}
                aria-hidden={shown ? undefined : true}
                inert={!shown}
                className="min-w-0 flex-[0_0_100%]"
              >
                <RankingTable
                  rows={page}
                  mine={mine}
                  label={COPY.places({ first, last: first + page.length - 1 })}
                />
              </div>
            );
          })}
        </div>
      </div>
      {pages.length > 1 ? (
        <div className="flex items-center justify-between gap-2">
          <button
            type="button"
            aria-label={COPY.previousPage}
            onClick={() => goTo(current - 1)}
            disabled={current === 0}
            className="grid size-9 place-items-center rounded-full bg-white/8 text-indigo-100 transition hover:bg-white/12 disabled:opacity-35"
          >
            <ChevronLeftIcon className="size-5" />
          </button>
          <CarouselDots
            count={pages.length}
            selected={current}
            labelOf={(index) => COPY.goToPage({ page: index + 1 })}
            onSelect={goTo}
            variant="on-panel"
            className="flex-wrap"
          />
          <button
            type="button"
            aria-label={COPY.nextPage}
            onClick={() => goTo(current + 1)}
            disabled={current === pages.length - 1}
            className="grid size-9 place-items-center rounded-full bg-white/8 text-indigo-100 transition hover:bg-white/12 disabled:opacity-35"
          >
            <ChevronRightIcon className="size-5" />
          </button>
        </div>
      ) : null}
      {pages.length > 1 ? (
        <p role="status" className="sr-only">
          {COPY.page({ page: current + 1, pages: pages.length })}
        </p>
      ) : null}
    </div>
  );
}
