import { InviteScreen } from '@/features/invite/components/invite-screen';

export function Component() {
  return <InviteScreen />;
}
