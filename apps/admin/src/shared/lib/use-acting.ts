import { useState } from 'react';
import type { Outcome } from '@/shared/ui/held';

/**
 * What a page is doing (`acting`: the dialog open, on which item) and what its last action did
 * (`outcome`, shown above the page). `done` closes the dialog and says what happened.
 */
export function useActing<A>() {
  const [acting, act] = useState<A | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  return {
    acting,
    act,
    stop: () => act(null),
    outcome,
    done: (result: Outcome | string) => {
      act(null);
      setOutcome(typeof result === 'string' ? { text: result } : result);
    },
  };
}
