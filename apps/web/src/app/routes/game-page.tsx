import { GamePageScreen } from '@/features/play/components/game-page-screen';

export function Component() {
  return <GamePageScreen />;
}
