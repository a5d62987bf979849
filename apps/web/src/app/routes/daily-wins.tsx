import { DailyWinsScreen } from '@/features/daily-wins/components/daily-wins-screen';
import { ROUTE_TITLES } from '@/app/route-titles';

export function Component() {
  return <DailyWinsScreen title={ROUTE_TITLES.dailyWins} />;
}
