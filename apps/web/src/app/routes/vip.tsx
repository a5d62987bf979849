import { VipScreen } from '@/features/vip/components/vip-screen';
import { prefetchVip } from '@/features/vip/api/vip';
import { ROUTE_TITLES } from '@/app/route-titles';
import { screenDataLoader } from '@/app/routes/screen-data';
import { useCopy } from '@/shared/i18n/define-copy';

export const loader = screenDataLoader(prefetchVip);

export function Component() {
  const titles = useCopy(ROUTE_TITLES);
  return <VipScreen title={titles.vip} />;
}
