import { WelfareScreen } from '@/features/welfare/components/welfare-screen';

export function Component() {
  return <WelfareScreen />;
}
