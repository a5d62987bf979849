import { lazy, Suspense } from 'react';
import { useToken } from '@/shared/session/session-store';

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
 * overlay and floating button (spec 4.9) and the live socket that pushes balance changes.
 */
export function SignedInLayers() {
  const token = useToken();
  if (!token) return null;
  return (
    <>
      <Suspense fallback={null}>
        <MysteryBoxLayer key={token} />
      </Suspense>
      <Suspense fallback={null}>
        <LiveBalance key={token} />
      </Suspense>
    </>
  );
}
