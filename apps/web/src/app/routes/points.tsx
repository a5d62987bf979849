import { PointsScreen } from '@/features/points/components/points-screen';
import { ROUTE_TITLES } from '@/app/route-titles';

export function Component() {
  return <PointsScreen title={ROUTE_TITLES.points} />;
}
