import { cn } from '@/shared/lib/cn';

/** The box itself: a wrapped gift, shaking while it opens, its lid off once opened. */
export function GiftBox({
  state,
  className,
}: {
  state: 'closed' | 'opening' | 'opened';
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 120 120"
      aria-hidden="true"
      className={cn(
        'drop-shadow-[0_8px_24px_rgba(255,196,0,0.35)]',
        state === 'opening' && 'motion-safe:animate-box-shake',
        className,
      )}
    >
      <rect x="18" y="52" width="84" height="58" rx="8" fill="#7B2FF7" />
      <rect x="54" y="52" width="12" height="58" fill="#FFD166" />
      <g
        className={cn(
          'transition-transform duration-500 motion-reduce:transition-none',
          state === 'opened' && '-translate-y-6 -rotate-12',
        )}
      >
        <rect x="12" y="36" width="96" height="20" rx="6" fill="#9B5CFF" />
        <rect x="54" y="36" width="12" height="20" fill="#FFD166" />
        <path
          d="M60 36c-10-16-30-14-26-2 3 8 18 4 26 2zm0 0c10-16 30-14 26-2-3 8-18 4-26 2z"
          fill="#FFD166"
        />
      </g>
    </svg>
  );
}
