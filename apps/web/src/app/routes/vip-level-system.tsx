import { LevelSystemScreen } from '@/features/vip/components/level-system-screen';
import { ROUTE_TITLES } from '@/app/route-titles';

export function Component() {
  return <LevelSystemScreen title={ROUTE_TITLES.vipLevelSystem} />;
}
