import { useEffect } from 'react';
import type { GameTile } from '@pisoplay/contract';
import { GameCard, GameCardSkeleton } from '@/shared/games/game-card';
import { LIST_COPY } from '@/shared/games/copy';
import { copyOf, useCopy } from '@/shared/i18n/define-copy';
import { EmptyState, ErrorWithRetry } from '@/shared/ui/empty-state';
import { toast } from '@/shared/ui/toast/toast-store';
import { useGames, type GameListFilter } from '../api/get-games';
import { useNextPageOnScroll } from '@/shared/lib/use-load-more';
import { LoadMoreFooter } from '@/shared/ui/load-more-footer';
import { GAMES_COPY } from '../copy';

const GRID_COLUMNS = 3; // grid-cols-3
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
  const LIST = useCopy(LIST_COPY);
  const COPY = useCopy(GAMES_COPY);
  const query = useGames(filter, enabled);
  const sentinel = useNextPageOnScroll(query, enabled);

  // Spec 8.2: a paged list failure shows the toast 'Error fetching data.'.
  useEffect(() => {
    if (query.errorUpdatedAt > 0) toast(copyOf(LIST_COPY).error, 'error');
  }, [query.errorUpdatedAt]);

  if (!enabled || query.isPending) {
    return (
      <div aria-busy="true">
        <p className="sr-only">{LIST.loading}</p>
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
        message={LIST.error}
        retryLabel={LIST.retry}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const games = query.data.pages.flatMap((page) => page.d);
  if (games.length === 0) return <EmptyState message={LIST.empty} className="py-16" />;

  return (
    <div className="flex flex-col gap-4">
      <ul aria-label={COPY.listLabel} className={GRID}>
        {games.map((game, index) => (
          <li key={game.id} className="card-when-near">
            {/* The first row is the page's largest paint. */}
            <GameCard game={game} onLaunch={onLaunch} priority={index < GRID_COLUMNS} />
          </li>
        ))}
        {query.isFetchingNextPage
          ? Array.from({ length: MORE_PLACEHOLDERS }, (_, i) => (
              <li key={`more-${i}`} aria-hidden="true">
                <GameCardSkeleton />
              </li>
            ))
          : null}
      </ul>
      <LoadMoreFooter sentinel={sentinel} query={query} copy={LIST} />
    </div>
  );
}
