import { BlindBoxScreen } from '@/features/promotions/components/blind-box-screen';
import { prefetchBlindBox } from '@/features/promotions/api/mystery-boxes';
import { screenDataLoader } from '@/app/routes/screen-data';
import { prefetchPromotions } from '@/shared/promotions/use-promotions';
import { prefetchAll } from '@/shared/queries/screen-data';

export const loader = screenDataLoader(prefetchAll(prefetchBlindBox, prefetchPromotions));

export function Component() {
  return <BlindBoxScreen />;
}
