import { ExampleScreen } from '@/features/example/components/example-screen';

export function Component() {
  return <ExampleScreen />;
}
