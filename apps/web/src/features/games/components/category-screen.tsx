import { useMemo } from 'react';
import { Navigate, useParams } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useHomeIndex } from '@/shared/brand/home-index';
import { GAME_TYPE_TITLE_KEYS, categoryIdOf } from '@/shared/games/categories';
import { CATEGORY_COPY, LIST_COPY } from '@/shared/games/copy';
import { useCopy } from '@/shared/i18n/define-copy';
import { useLaunchGame } from '@/shared/games/use-launch-game';
import { EmptyState } from '@/shared/ui/empty-state';
import { TitleBar } from '@/shared/ui/title-bar';
import { useListParams } from '../hooks/use-list-params';
import { GameGridList } from './game-grid-list';
import { ProviderSelect } from './provider-select';
import { SearchBox } from './search-box';
import { SortSelect } from './sort-select';

/** /s-game/category/:categoryId — search, sort, providers and an infinite list (spec 2.6). */
export function CategoryScreen() {
  const LIST = useCopy(LIST_COPY);
  const titles = useCopy(CATEGORY_COPY);
  const { categoryId = '' } = useParams();
  const gameType = categoryIdOf(categoryId);
  const index = useHomeIndex();
  const launch = useLaunchGame();
  const { sort, search, platformIds, setSort, setSearch, setPlatformIds } = useListParams();

  const providers = index.data?.nav[categoryId];
  // Provider values are pruned to the providers the category lists (spec 4.7).
  const selected = useMemo(
    () => platformIds.filter((id) => providers?.some((provider) => provider.id === id)),
    [platformIds, providers],
  );

  const filter = useMemo(
    () => ({ gameType, sort, search, platformIds: selected }),
    [gameType, sort, search, selected],
  );

  // A category the navigation does not know goes home.
  if (gameType === undefined || (index.data && !providers)) {
    return <Navigate to={paths.home.getHref()} replace />;
  }

  const title = titles[GAME_TYPE_TITLE_KEYS[gameType]];

  return (
    <div className="flex flex-col">
      <TitleBar title={title} />
      <div className="sticky top-[calc(3rem-1px)] z-20 flex flex-col gap-2.5 border-b border-white/5 bg-ink-900 py-3">
        <div className="flex items-center gap-2 px-3">
          <SearchBox value={search} onSearch={setSearch} />
          <SortSelect value={sort} onChange={setSort} />
        </div>
        <ProviderSelect providers={providers ?? []} selected={selected} onChange={setPlatformIds} />
      </div>
      <div className="pt-4 pb-6">
        {index.isError ? (
          <EmptyState tone="error" message={LIST.error} />
        ) : (
          // Without chosen providers the list does not depend on the index: both load at once.
          <GameGridList
            filter={filter}
            onLaunch={launch}
            enabled={index.isSuccess || platformIds.length === 0}
          />
        )}
      </div>
    </div>
  );
}
