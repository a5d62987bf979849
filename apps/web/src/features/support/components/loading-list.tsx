import { useCopy } from '@/shared/i18n/define-copy';
import { Skeleton } from '@/shared/ui/skeleton';
import { SUPPORT_COPY } from '../copy';

/** Placeholder rows while a list loads. */
export function LoadingList({
  rows = 5,
  className = 'h-14',
}: {
  rows?: number;
  className?: string;
}) {
  const COPY = useCopy(SUPPORT_COPY);
  return (
    <div aria-busy="true" className="flex flex-col gap-3 px-4">
      <p className="sr-only">{COPY.loading}</p>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className={`${className} w-full rounded-xl`} />
      ))}
    </div>
  );
}
