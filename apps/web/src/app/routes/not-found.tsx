import { NotFoundScreen } from '@/features/not-found/components/not-found-screen';

export function Component() {
  return <NotFoundScreen />;
}
