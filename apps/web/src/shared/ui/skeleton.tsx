import { cn } from '@/shared/lib/cn';

/** A shimmering placeholder block. Decorative: pair it with a text for screen readers. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cn('animate-pulse rounded-lg bg-white/8', className)} />
  );
}
