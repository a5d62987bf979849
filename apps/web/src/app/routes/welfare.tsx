import { WelfareScreen } from '@/features/welfare/components/welfare-screen';
import { prefetchBonusGrants } from '@/features/welfare/api/get-bonus-grants';
import { screenDataLoader } from '@/app/routes/screen-data';

export const loader = screenDataLoader(prefetchBonusGrants);

export function Component() {
  return <WelfareScreen />;
}
