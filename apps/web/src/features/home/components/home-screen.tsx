import type { ReactNode } from 'react';
import { HOME_SECTIONS, sectionKey, type HomeSection } from '@pisoplay/contract';
import { useHomeIndex } from '@/shared/brand/home-index';
import { categoryHref, categoryTitle, orderedCategoryKeys } from '@/shared/games/categories';
import { CATEGORY_COPY, LIST_COPY } from '@/shared/games/copy';
import { useCopy } from '@/shared/i18n/define-copy';
import { useLaunchGame } from '@/shared/games/use-launch-game';
import { useIsSignedIn } from '@/shared/session/session-store';
import { ErrorWithRetry } from '@/shared/ui/empty-state';
import { BannerCarousel } from './banner-carousel';
import { CategoryStrip } from './category-strip';
import { FollowUs } from './follow-us';
import { GameRow } from './game-row';
import { HomeHeader } from './home-header';
import { ResponsibleGaming } from './responsible-gaming';
import { useStagedReveal } from '../hooks/use-staged-reveal';

const HOME_ROWS: readonly HomeSection[] = HOME_SECTIONS.filter((section) => section.showOnHome);

/** The game rows, then Follow Us and responsible gaming as one: drawn one per frame. */
const STAGED_PARTS = HOME_ROWS.length + 1;

type HomeScreenProps = {
  /** Called when the Follow Us title has been tapped 30 times in a row. */
  onOpenDebugConsole?: () => void;
  /** The signed-in player's recently played games (another feature's row). */
  recentlyPlayed?: ReactNode;
  /** A partner entry's own section under the categories (the mini app's vouchers). */
  partnerSection?: ReactNode;
};

/** The lobby (spec 2.5): banners, categories, game rows, follow us, responsible gaming. */
export function HomeScreen({
  onOpenDebugConsole,
  recentlyPlayed,
  partnerSection,
}: HomeScreenProps) {
  const LIST = useCopy(LIST_COPY);
  const titles = useCopy(CATEGORY_COPY);
  const index = useHomeIndex();
  const launch = useLaunchGame();
  const signedIn = useIsSignedIn();
  const data = index.data;
  const loading = index.isPending;
  // Header, banners and categories come first; the rows below follow a frame apart.
  const revealed = useStagedReveal(STAGED_PARTS);

  return (
    <div className="flex flex-col gap-5 pb-6">
      <HomeHeader logo={data?.logo.url} loading={loading} signedIn={signedIn} />
      <div className="px-3">
        <BannerCarousel banners={data?.top ?? []} loading={loading} />
      </div>
      <CategoryStrip keys={data ? orderedCategoryKeys(data.nav) : []} loading={loading} />
      {recentlyPlayed}
      {partnerSection}
      {index.isError ? (
        <ErrorWithRetry
          message={LIST.error}
          retryLabel={LIST.retry}
          onRetry={() => void index.refetch()}
        />
      ) : (
        HOME_ROWS.slice(0, revealed).map((section) => {
          const key = sectionKey(section);
          return (
            <GameRow
              key={section.title}
              title={categoryTitle(key, titles) ?? section.title}
              categoryKey={key}
              href={categoryHref(key)}
              games={data?.list[key]}
              loading={loading}
              onLaunch={launch}
            />
          );
        })
      )}
      {revealed === STAGED_PARTS ? (
        <>
          <FollowUs
            media={data?.media ?? []}
            loading={loading}
            onSecretUnlock={onOpenDebugConsole}
          />
          <ResponsibleGaming logos={data?.bottom ?? []} />
        </>
      ) : null}
    </div>
  );
}
