import { Link } from 'react-router';
import { categoryHref, categoryTitle } from '@/shared/games/categories';
import { CATEGORY_COPY } from '@/shared/games/copy';
import { useCopy } from '@/shared/i18n/define-copy';
import { Skeleton } from '@/shared/ui/skeleton';
import { HOME_COPY } from '../copy';
import { CategoryIcon } from './category-icon';

/** Quick links to every category of the index navigation. */
export function CategoryStrip({ keys, loading }: { keys: string[]; loading: boolean }) {
  const COPY = useCopy(HOME_COPY);
  const titles = useCopy(CATEGORY_COPY);
  if (loading) {
    return (
      <div className="flex gap-2 overflow-hidden px-3" aria-hidden="true">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-16 w-[4.5rem] shrink-0 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (keys.length === 0) return null;
  return (
    <nav aria-label={COPY.categories}>
      <ul className="no-scrollbar flex gap-2 overflow-x-auto px-3 pb-1">
        {keys.map((key) => (
          <li key={key} className="shrink-0">
            <Link
              to={categoryHref(key)}
              className="flex h-16 min-w-[4.5rem] flex-col items-center justify-center gap-1 rounded-2xl px-3 bg-card text-[11px] font-semibold text-indigo-100 ring-1 ring-white/10 transition hover:ring-gold-400/50 active:scale-95"
            >
              <span className="grid size-7 place-items-center rounded-full bg-gold-gradient text-ink-900">
                <CategoryIcon categoryKey={key} className="size-4" />
              </span>
              <span className="whitespace-nowrap">{categoryTitle(key, titles)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
