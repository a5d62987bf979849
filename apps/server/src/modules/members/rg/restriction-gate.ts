import { RG_MESSAGES, businessError } from '@pisoplay/contract';
import type { KycAction } from '@pisoplay/contract';
import type { Database } from '../../../db/database.ts';
import type { Clock } from '../../../providers/clock.ts';
import { restrictionOf } from './rg-queries.ts';
import type { RgRestrictionRow } from './rg-queries.ts';

/** What a cooling-off or self-exclusion pauses: money in, play and bonuses; never a withdrawal. */
const PAUSED_ACTIONS: readonly KycAction[] = ['deposit', 'play', 'welfare'];

/** What a restriction in force tells the player it refuses: its kind and end date. */
export const restrictionMessage = (restriction: RgRestrictionRow): string =>
  restriction.kind === 'exclusion'
    ? RG_MESSAGES.excluded(restriction.ends_at.getTime())
    : RG_MESSAGES.coolingOff(restriction.ends_at.getTime());

/**
 * The responsible-gaming half of the player gate (the other half is KYC's, spec 4.3): a break or
 * self-exclusion in force refuses deposits, play and bonuses with its end date.
 */
export function createRestrictionGate(db: Database, clock: Clock) {
  return async (uid: number, action: KycAction): Promise<void> => {
    if (!PAUSED_ACTIONS.includes(action)) return;
    const restriction = await restrictionOf(db, uid, clock.now());
    if (restriction) throw businessError(restrictionMessage(restriction));
  };
}
