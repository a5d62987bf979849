import { BlindBoxScreen } from '@/features/promotions/components/blind-box-screen';
import { prefetchBlindBox } from '@/features/promotions/api/mystery-boxes';
import { screenDataLoader } from '@/app/routes/screen-data';

export const loader = screenDataLoader(prefetchBlindBox);

export function Component() {
  return <BlindBoxScreen />;
}
