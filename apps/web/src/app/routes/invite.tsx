import { InviteScreen } from '@/features/invite/components/invite-screen';
import { ROUTE_TITLES } from '@/app/route-titles';
import { useCopy } from '@/shared/i18n/define-copy';
import { prefetchInvite } from '@/features/invite/api/invite';
import { screenDataLoader } from '@/app/routes/screen-data';

export const loader = screenDataLoader(prefetchInvite);

export function Component() {
  const titles = useCopy(ROUTE_TITLES);
  return <InviteScreen title={titles.invite} />;
}
