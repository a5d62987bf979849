import { useMemo } from 'react';
import { Navigate, useParams } from 'react-router';
import { paths } from '@/shared/config/paths';
import { isSectionId } from '@/shared/games/categories';
import { CATEGORY_COPY } from '@/shared/games/copy';
import { useCopy } from '@/shared/i18n/define-copy';
import { useLaunchGame } from '@/shared/games/use-launch-game';
import { TitleBar } from '@/shared/ui/title-bar';
import type { GameListFilter } from '../api/get-games';
import { GameGridList } from './game-grid-list';

/** /s-game/sections/:sectionId — Hot Games and New Games (paged lists; Favorite is play's). */
export function SectionScreen() {
  const titles = useCopy(CATEGORY_COPY);
  const { sectionId = '' } = useParams();
  const launch = useLaunchGame();
  const filter = useMemo<GameListFilter>(
    () => ({
      sort: 'Popular',
      search: '',
      platformIds: [],
      hot: sectionId === 'hot',
      new: sectionId === 'new',
    }),
    [sectionId],
  );

  if (!isSectionId(sectionId)) return <Navigate to={paths.home.getHref()} replace />;

  return (
    <div className="flex flex-col">
      <TitleBar title={titles[sectionId]} />
      <div className="pt-4 pb-6">
        <GameGridList filter={filter} onLaunch={launch} />
      </div>
    </div>
  );
}
