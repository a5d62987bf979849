import { RgScreen } from '@/features/responsible-gaming/components/rg-screen';
import { ROUTE_TITLES } from '@/app/route-titles';

export function Component() {
  return <RgScreen title={ROUTE_TITLES.responsibleGaming} />;
}
