import { BettingRankScreen } from '@/features/contest/components/betting-rank-screen';
import { ROUTE_TITLES } from '@/app/route-titles';
import { useCopy } from '@/shared/i18n/define-copy';

export function Component() {
  const titles = useCopy(ROUTE_TITLES);
  return <BettingRankScreen title={titles.bettingRank} />;
}
