import { BlindBoxScreen } from '@/features/promotions/components/blind-box-screen';

export function Component() {
  return <BlindBoxScreen />;
}
