import { InviteScreen } from '@/features/invite/components/invite-screen';
import { ROUTE_TITLES } from '@/app/route-titles';

export function Component() {
  return <InviteScreen title={ROUTE_TITLES.invite} />;
}
