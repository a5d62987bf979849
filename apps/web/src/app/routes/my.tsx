import { MyScreen } from '@/features/user-centre/components/my-screen';

/** /my, the user centre. */
export function Component() {
  return <MyScreen />;
}
