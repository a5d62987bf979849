import { RgScreen } from '@/features/responsible-gaming/components/rg-screen';
import { ROUTE_TITLES } from '@/app/route-titles';
import { useCopy } from '@/shared/i18n/define-copy';

export function Component() {
  const titles = useCopy(ROUTE_TITLES);
  return <RgScreen title={titles.responsibleGaming} />;
}
