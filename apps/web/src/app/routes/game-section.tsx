import { SectionScreen } from '@/features/games/components/section-screen';

export function Component() {
  return <SectionScreen />;
}
