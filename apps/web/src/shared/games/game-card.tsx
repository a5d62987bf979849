import { useId } from 'react';
import type { GameTile } from '@pisoplay/contract';
import { useCopy } from '@/shared/i18n/define-copy';
import { cn } from '@/shared/lib/cn';
import { Img } from '@/shared/ui/img';
import { Skeleton } from '@/shared/ui/skeleton';
import gameFallback from '@/assets/game-fallback.svg';
import { GAME_BADGE } from './copy';
import { FavoriteHeart } from './favorite-heart';

type GameCardProps = {
  game: GameTile;
  onLaunch: (game: GameTile) => void;
  className?: string;
  /** A tile of the first row, on screen at once: its image loads first, not lazily. */
  priority?: boolean;
};

/**
 * A game tile: image, name and provider, with hot/new badges and the favourite heart. The button
 * holds the picture and the name, so its name is the game's as shown; its ::after covers the
 * whole tile, so a tap anywhere on it launches the game. The provider and the badges sit beside
 * it and are its description (read after the name).
 */
export function GameCard({ game, onLaunch, className, priority = false }: GameCardProps) {
  const BADGE = useCopy(GAME_BADGE);
  const maintained = game.maintained === 1;
  const id = useId();
  const providerId = `${id}-provider`;
  const badgesId = `${id}-badges`;
  const maintainedId = `${id}-maintained`;
  return (
    <div className={cn('relative', className)}>
      <button
        type="button"
        onClick={() => onLaunch(game)}
        aria-describedby={[providerId, badgesId, maintained && maintainedId]
          .filter(Boolean)
          .join(' ')}
        title={game.en_name}
        className="group flex w-full min-w-0 flex-col text-left after:absolute after:inset-0"
      >
        <span className="relative block aspect-square w-full overflow-hidden rounded-xl bg-card shadow-md shadow-black/40 ring-1 ring-white/10 transition group-hover:ring-gold-400/60 group-active:scale-[0.97]">
          <Img
            src={game.img}
            fallbackSrc={gameFallback}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            className="size-full object-cover transition duration-300 group-hover:scale-105"
          />
        </span>
        <span className="mt-1.5 block truncate text-xs font-semibold text-white">
          {game.en_name}
        </span>
      </button>
      <span id={providerId} className="block truncate text-[10px] text-indigo-200/60">
        {game.platform_name}
      </span>
      <span id={badgesId} className="pointer-events-none absolute top-1.5 left-1.5 flex gap-1">
        {game.is_hot === 1 ? (
          <span className="rounded-md bg-gradient-to-r from-rose-500 to-orange-400 px-1.5 py-px text-[9px] font-extrabold tracking-wide text-white shadow">
            {BADGE.hot}
          </span>
        ) : null}
        {game.is_new === 1 ? (
          <span className="rounded-md bg-gradient-to-r from-emerald-500 to-teal-400 px-1.5 py-px text-[9px] font-extrabold tracking-wide text-white shadow">
            {BADGE.new}
          </span>
        ) : null}
      </span>
      {maintained ? (
        <span
          id={maintainedId}
          className="pointer-events-none absolute inset-x-0 top-0 grid aspect-square place-items-center rounded-xl bg-black/60 text-[10px] font-semibold text-indigo-100"
        >
          {BADGE.maintained}
        </span>
      ) : null}
      <FavoriteHeart game={game} className="absolute top-1.5 right-1.5" />
    </div>
  );
}

/** Placeholder shown while games load. */
export function GameCardSkeleton({ className }: { className?: string }) {
  return (
    <div className={cn('flex w-full min-w-0 flex-col', className)} aria-hidden="true">
      <Skeleton className="aspect-square w-full rounded-xl" />
      <Skeleton className="mt-2 h-3 w-4/5" />
      <Skeleton className="mt-1 h-2.5 w-1/2" />
    </div>
  );
}
