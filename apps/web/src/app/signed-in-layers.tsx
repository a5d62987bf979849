import { lazy, Suspense } from 'react';
import { useToken } from '@/shared/session/session-store';
import { useIsWithdrawOnly } from '@/shared/session/withdraw-only';

// Each in its own chunk: the lobby's first load stays as it was; signed out, they never load.
const MysteryBoxLayer = lazy(() =>
  import('@/features/promotions/components/mystery-box-layer').then((m) => ({
    default: m.MysteryBoxLayer,
  })),
);
const LiveBalance = lazy(() =>
  import('@/shared/session/live-balance').then((m) => ({ default: m.LiveBalance })),
);

/**
 * What runs for a signed-in player only, started afresh for each session: the mystery box's
 * overlay and floating button (spec 4.9) and the live socket that pushes balance changes. A
 * withdraw-only session (a self-excluded player's) has no bonuses: no mystery box.
 */
export function SignedInLayers() {
  const token = useToken();
  const withdrawOnly = useIsWithdrawOnly();
  if (!token) return null;
  return (
    <>
      {withdrawOnly ? null : (
        <Suspense fallback={null}>
          <MysteryBoxLayer key={token} />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <LiveBalance key={token} />
      </Suspense>
    </>
  );
}
