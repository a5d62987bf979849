import { lazy, Suspense } from 'react';
import { useToken } from '@/shared/session/session-store';

// Its own chunk: the lobby's first load stays as it was; signed out, it never loads.
const MysteryBoxLayer = lazy(() =>
  import('@/features/promotions/components/mystery-box-layer').then((m) => ({
    default: m.MysteryBoxLayer,
  })),
);

/** The mystery box's overlay and floating button (spec 4.9), for a signed-in player. */
export function BoxLayer() {
  const token = useToken();
  if (!token) return null;
  return (
    <Suspense fallback={null}>
      <MysteryBoxLayer key={token} />
    </Suspense>
  );
}
