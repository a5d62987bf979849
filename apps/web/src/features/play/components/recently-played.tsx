import { GameCard } from '@/shared/games/game-card';
import { useLaunchGame } from '@/shared/games/use-launch-game';
import { useCopy } from '@/shared/i18n/define-copy';
import { useIsSignedIn } from '@/shared/session/session-store';
import { useGameHistory } from '../api/play-api';
import { PLAY_COPY } from '../copy';

function HistoryRow() {
  const COPY = useCopy(PLAY_COPY);
  const history = useGameHistory();
  const launch = useLaunchGame();
  const games = history.data?.d ?? [];
  if (games.length === 0) return null;
  return (
    <section aria-labelledby="recently-played" className="flex flex-col gap-2">
      <h2 id="recently-played" className="px-3 text-base font-bold text-white">
        {COPY.recentlyPlayed}
      </h2>
      <ul className="flex snap-x gap-3 overflow-x-auto px-3 pb-1">
        {games.map((game) => (
          <li key={game.id} className="w-[calc((100%-1.5rem)/3)] shrink-0 snap-start">
            <GameCard game={game} onLaunch={launch} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Home's row of recently played games, when signed in and there are any. */
export function RecentlyPlayed() {
  return useIsSignedIn() ? <HistoryRow /> : null;
}
