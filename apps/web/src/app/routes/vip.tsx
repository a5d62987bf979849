import { VipScreen } from '@/features/vip/components/vip-screen';
import { ROUTE_TITLES } from '@/app/route-titles';

export function Component() {
  return <VipScreen title={ROUTE_TITLES.vip} />;
}
