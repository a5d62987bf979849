import { PointsScreen } from '@/features/points/components/points-screen';
import { ROUTE_TITLES } from '@/app/route-titles';
import { useCopy } from '@/shared/i18n/define-copy';
import { prefetchPoints } from '@/features/points/api/points';
import { screenDataLoader } from '@/app/routes/screen-data';

export const loader = screenDataLoader(prefetchPoints);

export function Component() {
  const titles = useCopy(ROUTE_TITLES);
  return <PointsScreen title={titles.points} />;
}
