import { AvatarScreen } from '@/features/account/components/avatar-screen';

/** /s-account/avatar. */
export function Component() {
  return <AvatarScreen />;
}
