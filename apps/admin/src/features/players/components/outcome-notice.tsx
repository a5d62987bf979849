import { HeldNotice } from '@/shared/ui/held';
import { Notice } from '@/shared/ui/feedback';
import type { Outcome } from './player-actions';

/** What the last action did: done, or held for a second operator. */
export function OutcomeNotice({ outcome }: { outcome: Outcome }) {
  return (
    <div className="mb-4">
      {'held' in outcome ? (
        <HeldNotice held={outcome.held} />
      ) : (
        <Notice tone="success">{outcome.text}</Notice>
      )}
    </div>
  );
}
