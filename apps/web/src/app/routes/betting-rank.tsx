import { BettingRankScreen } from '@/features/contest/components/betting-rank-screen';
import { ROUTE_TITLES } from '@/app/route-titles';
import { useCopy } from '@/shared/i18n/define-copy';
import { prefetchRankToday } from '@/features/contest/api/contest';
import { screenDataLoader } from '@/app/routes/screen-data';

export const loader = screenDataLoader(prefetchRankToday);

export function Component() {
  const titles = useCopy(ROUTE_TITLES);
  return <BettingRankScreen title={titles.bettingRank} />;
}
