import { BettingRankScreen } from '@/features/contest/components/betting-rank-screen';
import { ROUTE_TITLES } from '@/app/route-titles';

export function Component() {
  return <BettingRankScreen title={ROUTE_TITLES.bettingRank} />;
}
