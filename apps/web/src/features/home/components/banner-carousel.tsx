import { useCallback, useEffect, useState } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';
import type { HomeBanner } from '@pisoplay/contract';
import { useCopy } from '@/shared/i18n/define-copy';
import { prefersReducedMotion, useSlideSelect } from '@/shared/ui/carousel';
import { CarouselDots } from '@/shared/ui/carousel-dots';
import { Img } from '@/shared/ui/img';
import { SmartLink } from '@/shared/ui/smart-link';
import { Skeleton } from '@/shared/ui/skeleton';
import { HOME_COPY } from '../copy';
import { usePromotionLink } from '@/shared/promotions/use-promotion-link';

const AUTOPLAY_MS = 4000;

type BannerLinkProps = { banner: HomeBanner; label: string; first: boolean };

function BannerLink({ banner, label, first }: BannerLinkProps) {
  const onPromotion = usePromotionLink(banner.link);
  // The first banner is the page's largest paint: the served page preloads it too.
  const image = (
    <Img
      src={banner.url}
      alt={label}
      className="size-full object-cover"
      loading="eager"
      fetchPriority={first ? 'high' : undefined}
      draggable={false}
    />
  );
  const className = 'block size-full';
  if (!banner.link) return <div className={className}>{image}</div>;
  return (
    <SmartLink href={banner.link} className={className} onClick={onPromotion}>
      {image}
    </SmartLink>
  );
}

/**
 * Embla on the banners' viewport (a callback ref). Its code loads after the first paint: the
 * first banner is the page's largest paint and shows at once; swiping and turning follow a
 * moment later, without the carousel's code and measuring on the lobby's first load.
 */
function useBannerCarousel(loop: boolean) {
  const [viewport, viewportRef] = useState<HTMLDivElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  useEffect(() => {
    if (!viewport) return;
    let carousel: EmblaCarouselType | undefined;
    let ended = false;
    void Promise.all([import('embla-carousel'), import('embla-carousel-autoplay')]).then(
      ([{ default: createCarousel }, { default: Autoplay }]) => {
        if (ended) return;
        // Banners turn by themselves, unless the player asked for less motion (then they swipe).
        const plugins = prefersReducedMotion()
          ? []
          : [Autoplay({ delay: AUTOPLAY_MS, stopOnInteraction: false, stopOnMouseEnter: true })];
        carousel = createCarousel(viewport, { loop }, plugins);
        setApi(carousel);
      },
    );
    return () => {
      ended = true;
      carousel?.destroy();
    };
  }, [viewport, loop]);
  return [viewportRef, api] as const;
}

/** The `top` banners of the index, swiping and turning by themselves. */
export function BannerCarousel({ banners, loading }: { banners: HomeBanner[]; loading: boolean }) {
  const COPY = useCopy(HOME_COPY);
  const [viewportRef, api] = useBannerCarousel(banners.length > 1);
  const [selected, setSelected] = useState(0);

  useSlideSelect(api, setSelected);

  // A player who asked for less motion is taken to the slide at once, not scrolled there.
  const goTo = useCallback((index: number) => api?.scrollTo(index, prefersReducedMotion()), [api]);

  if (loading) return <Skeleton className="aspect-[5/2] w-full rounded-2xl" />;
  if (banners.length === 0) return null;

  return (
    <section
      aria-roledescription={COPY.carousel}
      aria-label={COPY.promotions}
      className="relative overflow-hidden rounded-2xl shadow-lg shadow-black/40 ring-1 ring-white/10"
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex touch-pan-y">
          {banners.map((banner, index) => {
            const label = COPY.slide({ index: index + 1, total: banners.length });
            return (
              <div
                key={banner.id}
                role="group"
                aria-roledescription={COPY.slideRole}
                aria-label={label}
                className="aspect-[5/2] min-w-0 flex-[0_0_100%]"
                style={{ backgroundColor: banner.back_color || undefined }}
              >
                <BannerLink banner={banner} label={label} first={index === 0} />
              </div>
            );
          })}
        </div>
      </div>
      {banners.length > 1 ? (
        <CarouselDots
          count={banners.length}
          selected={selected}
          labelOf={(index) => COPY.goToSlide({ index: index + 1 })}
          onSelect={goTo}
          variant="on-image"
          className="absolute inset-x-0 bottom-0.5"
        />
      ) : null}
    </section>
  );
}
