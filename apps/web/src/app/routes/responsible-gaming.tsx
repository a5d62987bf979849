import { RgScreen } from '@/features/responsible-gaming/components/rg-screen';
import { WithdrawOnlyScreen } from '@/features/responsible-gaming/components/withdraw-only-screen';
import { ROUTE_TITLES } from '@/app/route-titles';
import { screenDataLoader } from '@/app/routes/screen-data';
import { useCopy } from '@/shared/i18n/define-copy';
import { prefetchRgStatus } from '@/shared/rg/rg-status';
import { getWithdrawOnly, useIsWithdrawOnly } from '@/shared/session/withdraw-only';

// A withdraw-only session's screen reads its own data (the server refuses it the status).
export const loader = screenDataLoader((queryClient, token, api) =>
  getWithdrawOnly() ? Promise.resolve() : prefetchRgStatus(queryClient, token, api),
);

/**
 * /responsible-gaming: the player's limits, break and self-exclusion; on a self-excluded player's
 * withdraw-only session, the self-exclusion screen with the balance and the withdrawal.
 */
export function Component() {
  const titles = useCopy(ROUTE_TITLES);
  const withdrawOnly = useIsWithdrawOnly();
  if (withdrawOnly) return <WithdrawOnlyScreen />;
  return <RgScreen title={titles.responsibleGaming} />;
}
