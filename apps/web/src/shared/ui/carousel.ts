import { useEffect } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';

/** Whether the player asked for less motion (false where the browser cannot tell). */
export const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Tells `onSelect` the slide an Embla carousel turns to (after a swipe, a turn or a re-init). */
export function useSlideSelect(
  api: EmblaCarouselType | undefined,
  onSelect: (index: number) => void,
) {
  useEffect(() => {
    if (!api) return;
    const select = () => onSelect(api.selectedScrollSnap());
    api.on('select', select).on('reInit', select);
    return () => {
      api.off('select', select).off('reInit', select);
    };
  }, [api, onSelect]);
}
