import { cn } from '@/shared/lib/cn';
import { CrownIcon } from '@/shared/ui/extra-icons';
import { Img } from '@/shared/ui/img';

type VipBadgeProps = {
  img: string;
  /** The badge's text alternative; empty when a text beside it says the same. */
  alt: string;
  className?: string;
};

/**
 * A level's badge from the image host, in a box of its own size: the crown under it shows while
 * it loads and stays when it fails, so the layout never moves.
 */
export function VipBadge({ img, alt, className }: VipBadgeProps) {
  return (
    <span
      className={cn(
        'relative grid shrink-0 place-items-center rounded-full bg-ink-950/50 ring-1 ring-amber-300/30',
        className,
      )}
    >
      <CrownIcon aria-hidden="true" className="size-1/2 text-amber-300/60" />
      <Img
        src={img}
        alt={alt}
        loading="eager"
        className="absolute inset-0 size-full rounded-full object-contain"
      />
    </span>
  );
}
