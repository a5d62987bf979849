import { cn } from '@/shared/lib/cn';

/** A shimmering placeholder block. Decorative: pair it with a text for screen readers. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cn('animate-pulse rounded-lg bg-white/8', className)} />
  );
}

type LoadingSkeletonsProps = {
  /** What screen readers hear while it loads. */
  label: string;
  /** Each block's classes (its size), in order. */
  blocks: readonly string[];
  /** How the blocks are laid out. */
  className: string;
};

/** Placeholder blocks in place of content that loads, announced as a status. */
export function LoadingSkeletons({ label, blocks, className }: LoadingSkeletonsProps) {
  return (
    <div role="status" aria-label={label} className={className}>
      {blocks.map((block, index) => (
        <Skeleton key={index} className={block} />
      ))}
    </div>
  );
}
