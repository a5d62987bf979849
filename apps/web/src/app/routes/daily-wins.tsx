import { DailyWinsScreen } from '@/features/daily-wins/components/daily-wins-screen';
import { ROUTE_TITLES } from '@/app/route-titles';
import { useCopy } from '@/shared/i18n/define-copy';
import { prefetchCheckin } from '@/features/daily-wins/api/checkin';
import { screenDataLoader } from '@/app/routes/screen-data';

export const loader = screenDataLoader(prefetchCheckin);

export function Component() {
  const titles = useCopy(ROUTE_TITLES);
  return <DailyWinsScreen title={titles.dailyWins} />;
}
