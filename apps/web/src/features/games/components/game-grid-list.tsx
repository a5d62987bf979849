import { useEffect, useRef } from 'react';
import type { GameTile } from '@pisoplay/contract';
import { GameCard, GameCardSkeleton } from '@/shared/games/game-card';
import { LIST_COPY } from '@/shared/games/copy';
import { EmptyState, ErrorWithRetry } from '@/shared/ui/empty-state';
import { toast } from '@/shared/ui/toast/toast-store';
import { useGames, type GameListFilter } from '../api/get-games';
import { useLoadMore } from '@/shared/lib/use-load-more';
import { GAMES_COPY } from '../copy';

const GRID = 'grid grid-cols-3 gap-x-3 gap-y-4 px-3';
const INITIAL_PLACEHOLDERS = 12;
const MORE_PLACEHOLDERS = 3;

type GameGridListProps = {
  filter: GameListFilter;
  onLaunch: (game: GameTile) => void;
  enabled?: boolean;
};

/** An infinite grid of games: placeholders while loading, the next page near the end. */
export function GameGridList({ filter, onLaunch, enabled = true }: GameGridListProps) {
  const query = useGames(filter, enabled);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useLoadMore(
    sentinel,
    () => {
      if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
    },
    enabled && hasNextPage && !isFetchingNextPage,
  );

  // Spec 8.2: a paged list failure shows the toast 'Error fetching data.'.
  useEffect(() => {
    if (query.errorUpdatedAt > 0) toast(LIST_COPY.error, 'error');
  }, [query.errorUpdatedAt]);

  if (!enabled || query.isPending) {
    return (
      <div aria-busy="true">
        <p className="sr-only">{LIST_COPY.loading}</p>
        <div className={GRID}>
          {Array.from({ length: INITIAL_PLACEHOLDERS }, (_, i) => (
            <GameCardSkeleton key={i} />
          ))}
        </div>
      </div>
    );
  }

  if (query.isError && !query.data) {
    return (
      <ErrorWithRetry
        message={LIST_COPY.error}
        retryLabel={LIST_COPY.retry}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const games = query.data.pages.flatMap((page) => page.d);
  if (games.length === 0) return <EmptyState message={LIST_COPY.empty} className="py-16" />;

  return (
    <div className="flex flex-col gap-4">
      <ul aria-label={GAMES_COPY.listLabel} className={GRID}>
        {games.map((game) => (
          <li key={game.id}>
            <GameCard game={game} onLaunch={onLaunch} />
          </li>
        ))}
        {isFetchingNextPage
          ? Array.from({ length: MORE_PLACEHOLDERS }, (_, i) => (
              <li key={`more-${i}`} aria-hidden="true">
                <GameCardSkeleton />
              </li>
            ))
          : null}
      </ul>
      <div ref={sentinel} className="h-px" />
      {isFetchingNextPage ? (
        <p className="text-center text-xs text-indigo-200/60">{LIST_COPY.loading}</p>
      ) : null}
      {query.isFetchNextPageError ? (
        <button
          type="button"
          onClick={() => void fetchNextPage()}
          className="mx-auto rounded-full bg-white/10 px-4 py-1.5 text-xs font-semibold text-white"
        >
          {LIST_COPY.error} {LIST_COPY.retry}
        </button>
      ) : null}
    </div>
  );
}
