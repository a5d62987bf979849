import { cn } from '@/shared/lib/cn';

const DOTS = {
  // Over a banner's picture: brighter dots, a longer current one.
  'on-image': { current: 'w-5 bg-gold-300', other: 'w-1.5 bg-white/50' },
  'on-panel': { current: 'w-4 bg-gold-300', other: 'w-1.5 bg-white/35' },
} as const;

/**
 * A carousel's dots: one button per slide, each a 24x24 target (the smallest a finger can be
 * asked to hit, WCAG 2.5.8) with a small dot drawn inside; the current one is long and gold.
 */
export function CarouselDots({
  count,
  selected,
  labelOf,
  onSelect,
  variant,
  className,
}: {
  count: number;
  selected: number;
  labelOf: (index: number) => string;
  onSelect: (index: number) => void;
  variant: keyof typeof DOTS;
  className?: string;
}) {
  return (
    <div className={cn('flex justify-center', className)}>
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          aria-label={labelOf(index)}
          aria-current={index === selected ? 'true' : undefined}
          onClick={() => onSelect(index)}
          className="grid h-6 min-w-6 place-items-center px-0.5"
        >
          <span
            aria-hidden="true"
            className={cn(
              'h-1.5 rounded-full transition-all duration-300',
              index === selected ? DOTS[variant].current : DOTS[variant].other,
            )}
          />
        </button>
      ))}
    </div>
  );
}
