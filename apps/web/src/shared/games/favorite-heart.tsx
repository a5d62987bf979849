import type { GameTile } from '@pisoplay/contract';
import { useCopy } from '@/shared/i18n/define-copy';
import { cn } from '@/shared/lib/cn';
import { icon } from '@/shared/ui/icons';
import { FAVORITE_COPY } from './copy';
import { useFavorites } from './use-favorites';

const HeartIcon = icon(
  <path d="M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z" />,
);

/** The favourite toggle on a game card: a pressed heart when the game is a favourite. */
export function FavoriteHeart({ game, className }: { game: GameTile; className?: string }) {
  const COPY = useCopy(FAVORITE_COPY);
  const { isFavorite, toggle } = useFavorites();
  const on = isFavorite(game.id);
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={on ? COPY.remove({ name: game.en_name }) : COPY.add({ name: game.en_name })}
      onClick={() => void toggle(game)}
      className={cn(
        'grid size-7 place-items-center rounded-full bg-black/55 text-white transition active:scale-90',
        on && 'text-rose-400',
        className,
      )}
    >
      <HeartIcon className="size-4" fill={on ? 'currentColor' : 'none'} />
    </button>
  );
}
