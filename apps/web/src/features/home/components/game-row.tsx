import { Link } from 'react-router';
import { HOME_CARDS_PER_VIEW, type GameTile } from '@pisoplay/contract';
import { GameCard, GameCardSkeleton } from '@/shared/games/game-card';
import { LIST_COPY } from '@/shared/games/copy';
import { useCopy } from '@/shared/i18n/define-copy';
import { ChevronRightIcon } from '@/shared/ui/icons';
import { EmptyState } from '@/shared/ui/empty-state';
import { HOME_COPY } from '../copy';
import { CategoryIcon } from './category-icon';
import { useStagedReveal } from '../hooks/use-staged-reveal';

type GameRowProps = {
  title: string;
  categoryKey: string;
  href: string;
  games: GameTile[] | undefined;
  loading: boolean;
  onLaunch: (game: GameTile) => void;
};

// Three cards per view: each card takes a third of the row minus the gaps.
const ROW =
  'no-scrollbar grid snap-x snap-mandatory grid-flow-col auto-cols-[calc((100%-1.5rem)/3)] gap-3 overflow-x-auto px-3 pb-1 scroll-px-3';

/** Cards a row draws in the lobby's first frame: the view and the next one. */
export const FIRST_FRAME_CARDS = HOME_CARDS_PER_VIEW * 2;

/**
 * A row's cards, its first two views first: the rest, off screen to the right, follow once the
 * first frame is on screen. Each card is a dozen elements and a favourite heart, so the lobby's
 * first commit and layout on a slow phone are about half as big.
 */
function useCardsFirstViewsFirst(games: GameTile[] | undefined): GameTile[] | undefined {
  const allCards = useStagedReveal(1) === 1;
  return allCards ? games : games?.slice(0, FIRST_FRAME_CARDS);
}

/** One home section: a titled arrow link and a row of game cards, three per view. */
export function GameRow({ title, categoryKey, href, games, loading, onLaunch }: GameRowProps) {
  const COPY = useCopy(HOME_COPY);
  const LIST = useCopy(LIST_COPY);
  const shown = useCardsFirstViewsFirst(games);
  return (
    <section aria-label={title} className="render-when-near flex flex-col gap-2.5">
      <h2 className="px-3">
        <Link to={href} className="group flex items-center gap-2 text-base font-bold text-white">
          <span className="grid size-6 place-items-center rounded-lg bg-gold-gradient text-ink-900">
            <CategoryIcon categoryKey={categoryKey} className="size-3.5" />
          </span>
          <span>{title}</span>
          <span
            aria-hidden="true"
            className="ml-auto flex items-center gap-0.5 text-xs font-medium text-indigo-200/70 transition group-hover:text-gold-300"
          >
            {COPY.viewAll}
            <ChevronRightIcon className="size-4" />
          </span>
        </Link>
      </h2>
      {loading ? (
        <div className={ROW} aria-busy="true">
          <span className="sr-only">{LIST.loading}</span>
          {Array.from({ length: HOME_CARDS_PER_VIEW }, (_, i) => (
            <GameCardSkeleton key={i} />
          ))}
        </div>
      ) : shown && shown.length > 0 ? (
        <ul className={ROW}>
          {shown.map((game) => (
            <li key={game.id} className="card-when-near snap-start">
              <GameCard game={game} onLaunch={onLaunch} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState message={LIST.empty} className="py-4" />
      )}
    </section>
  );
}
