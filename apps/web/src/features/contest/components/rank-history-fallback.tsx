import { useCopy } from '@/shared/i18n/define-copy';
import { ErrorWithRetry } from '@/shared/ui/empty-state';
import { LoadingSkeletons } from '@/shared/ui/skeleton';
import type { useRankHistory } from '../api/contest';
import { CONTEST_COPY } from '../copy';

type RankHistoryFallbackProps = {
  history: Pick<ReturnType<typeof useRankHistory>, 'isError' | 'refetch'>;
  /** The loading placeholders' classes, one block each. */
  skeletons: readonly string[];
};

/** The rank history's place while it fails (with a retry) or loads (placeholders). */
export function RankHistoryFallback({ history, skeletons }: RankHistoryFallbackProps) {
  const COPY = useCopy(CONTEST_COPY);
  if (history.isError) {
    return (
      <ErrorWithRetry
        message={COPY.historyError}
        retryLabel={COPY.retry}
        onRetry={() => void history.refetch()}
      />
    );
  }
  return (
    <LoadingSkeletons label={COPY.loading} blocks={skeletons} className="flex flex-col gap-2" />
  );
}
