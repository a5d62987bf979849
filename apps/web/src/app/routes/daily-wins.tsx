import { DailyWinsScreen } from '@/features/daily-wins/components/daily-wins-screen';

export function Component() {
  return <DailyWinsScreen />;
}
