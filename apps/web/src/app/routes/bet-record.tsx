import { BetRecordScreen } from '@/features/play/components/bet-record-screen';

export function Component() {
  return <BetRecordScreen />;
}
