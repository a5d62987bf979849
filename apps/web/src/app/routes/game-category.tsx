import { CategoryScreen } from '@/features/games/components/category-screen';

export function Component() {
  return <CategoryScreen />;
}
