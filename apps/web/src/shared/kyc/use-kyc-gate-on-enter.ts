import { startTransition, useEffect, useState } from 'react';
import type { KycAction } from '@pisoplay/contract';
import { useKycGate } from './use-kyc-gate';

export type GateOnEnter = 'checking' | 'allowed' | 'denied';

/**
 * A screen that is itself a gated action (spec 4.3): the gate is asked when the screen opens,
 * and again (throttled) when the gate changes, such as after a sign-in. `quiet` refuses
 * without the default modal (the screen says so); otherwise the modal of spec 8.2 shows over
 * the screen, which shows its own refused state beneath it.
 */
export function useKycGateOnEnter(action: KycAction, { quiet }: { quiet: boolean }): GateOnEnter {
  const gate = useKycGate();
  const [access, setAccess] = useState<GateOnEnter>('checking');
  useEffect(() => {
    let live = true;
    // The screen's contents change whole with the answer: React draws them in slices, as it
    // does the first render, rather than in one long task.
    const decide = (next: (current: GateOnEnter) => GateOnEnter) => {
      if (live) startTransition(() => setAccess(next));
    };
    const deny = () => decide(() => 'denied');
    void gate(
      action,
      () => decide(() => 'allowed'),
      quiet ? { onDenied: deny } : { onRefused: deny },
    ).then((ran) => {
      // The gate could not read a status (both fetches failed): the screen stays closed.
      if (!ran) decide((current) => (current === 'checking' ? 'denied' : current));
    });
    return () => {
      live = false;
    };
  }, [action, gate, quiet]);
  return access;
}
