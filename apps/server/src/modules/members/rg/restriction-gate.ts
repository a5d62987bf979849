import { RG_MESSAGES, businessError } from '@pisoplay/contract';
import type { KycAction } from '@pisoplay/contract';
import type { Database } from '../../../db/database.ts';
import type { Clock } from '../../../providers/clock.ts';
import { restrictionOf } from './rg-queries.ts';

/** What a cooling-off or self-exclusion pauses: money in, play and bonuses; never a withdrawal. */
const PAUSED_ACTIONS: readonly KycAction[] = ['deposit', 'play', 'welfare'];

/** Why a restriction in force refuses the player now, or null when none does. */
export async function restrictionRefusal(
  db: Database,
  uid: number,
  now: number,
): Promise<string | null> {
  const restriction = await restrictionOf(db, uid, now);
  if (!restriction) return null;
  return restriction.kind === 'exclusion'
    ? RG_MESSAGES.excluded(restriction.ends_at.getTime())
    : RG_MESSAGES.coolingOff(restriction.ends_at.getTime());
}

/**
 * The responsible-gaming half of the player gate (the other half is KYC's, spec 4.3): a break or
 * self-exclusion in force refuses deposits, play and bonuses with its end date.
 */
export function createRestrictionGate(db: Database, clock: Clock) {
  return async (uid: number, action: KycAction): Promise<void> => {
    if (!PAUSED_ACTIONS.includes(action)) return;
    const refusal = await restrictionRefusal(db, uid, clock.now());
    if (refusal) throw businessError(refusal);
  };
}
