import { BetRecordDetailScreen } from '@/features/play/components/bet-record-detail-screen';

export function Component() {
  return <BetRecordDetailScreen />;
}
