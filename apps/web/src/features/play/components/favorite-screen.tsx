import { GameCard, GameCardSkeleton } from '@/shared/games/game-card';
import { CATEGORY_COPY, LIST_COPY } from '@/shared/games/copy';
import { useFavorites } from '@/shared/games/use-favorites';
import { useLaunchGame } from '@/shared/games/use-launch-game';
import { useCopy } from '@/shared/i18n/define-copy';
import { useIsSignedIn } from '@/shared/session/session-store';
import { EmptyState, ErrorWithRetry } from '@/shared/ui/empty-state';
import { TitleBar } from '@/shared/ui/title-bar';

const GRID = 'grid grid-cols-3 gap-x-3 gap-y-4 px-3';

function FavoriteGrid() {
  const LIST = useCopy(LIST_COPY);
  const titles = useCopy(CATEGORY_COPY);
  const { favorites } = useFavorites();
  const launch = useLaunchGame();
  if (favorites.isPending) {
    return (
      <div aria-busy="true">
        <p className="sr-only">{LIST.loading}</p>
        <div className={GRID}>
          {Array.from({ length: 6 }, (_, i) => (
            <GameCardSkeleton key={i} />
          ))}
        </div>
      </div>
    );
  }
  if (favorites.isError) {
    return (
      <ErrorWithRetry
        message={LIST.error}
        retryLabel={LIST.retry}
        onRetry={() => void favorites.refetch()}
      />
    );
  }
  const games = favorites.data.data;
  if (games.length === 0) return <EmptyState message={LIST.empty} className="py-16" />;
  return (
    <ul aria-label={titles.favorite} className={GRID}>
      {games.map((game) => (
        <li key={game.id}>
          <GameCard game={game} onLaunch={launch} />
        </li>
      ))}
    </ul>
  );
}

/** /s-game/sections/favorite (spec 2.1, 2.6): the player's favourite games. */
export function FavoriteScreen() {
  const LIST = useCopy(LIST_COPY);
  const titles = useCopy(CATEGORY_COPY);
  const signedIn = useIsSignedIn();
  return (
    <div className="flex flex-col">
      <TitleBar title={titles.favorite} />
      <div className="pt-4 pb-6">
        {signedIn ? <FavoriteGrid /> : <EmptyState message={LIST.empty} className="py-16" />}
      </div>
    </div>
  );
}
