import { WelfareScreen } from '@/features/welfare/components/welfare-screen';
import { prefetchBonusGrants } from '@/features/welfare/api/get-bonus-grants';
import { screenDataLoader } from '@/app/routes/screen-data';
import { prefetchPromotions } from '@/shared/promotions/use-promotions';
import { prefetchAll } from '@/shared/queries/screen-data';

export const loader = screenDataLoader(prefetchAll(prefetchBonusGrants, prefetchPromotions));

export function Component() {
  return <WelfareScreen />;
}
